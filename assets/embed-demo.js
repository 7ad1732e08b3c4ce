// The demo page's host side: names this page's origin to the listened frame, lists the messages it sends
// (as text, never as HTML) and sends it new-game and set-lang messages (schema: docs/embed.md).
const frame = document.getElementById("listened");
const list = document.getElementById("messages");
const appOrigin = new URL(frame.dataset.src, location.href).origin;
frame.src = frame.dataset.src + encodeURIComponent(location.origin);

window.addEventListener("message", (event) => {
  if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
  const data = event.data || {};
  const item = document.createElement("li");
  const kind = document.createElement("strong");
  kind.textContent = String(data.type);
  item.append(kind, " ", summary(data));
  list.prepend(item);
});

function summary(data) {
  if (data.type === "tablier:move-played") return `${data.notation ?? JSON.stringify(data.action)} · ${data.narration}`;
  if (data.type === "tablier:game-over") return `winner ${data.winner}, ${data.points} point(s): ${data.text}`;
  if (data.type === "tablier:game-started") return `${data.game}, ${data.actions} action(s) so far`;
  if (data.type === "tablier:ready") return `${data.games.length} games, version ${data.version}`;
  return JSON.stringify(data);
}

function send(message) {
  frame.contentWindow.postMessage(message, appOrigin);
}

document.getElementById("to-french").addEventListener("click", () => send({ type: "tablier:set-lang", lang: "fr" }));
document.getElementById("to-english").addEventListener("click", () => send({ type: "tablier:set-lang", lang: "en" }));
document.getElementById("new-portes").addEventListener("click", () => send({ type: "tablier:new-game", game: "portes" }));
