// Registers the service worker that precaches the whole site, so the next visit works offline, and tells the
// player once when a new version is ready ("A new version is ready — Reload", #update-notice): the new version
// waits (assets/sw.js) until the player reloads; the page never reloads by itself, so no game is cut short.
// It waits until the engine is ready and then until the player has left the page alone for SETTLE_MS (at most
// MAX_WAIT_MS after ready): precaching ~15 MB while the page boots, or during a first game's first throws, would
// compete with them for the processor and the network.
const SETTLE_MS = 2000;
const MAX_WAIT_MS = 10000;
let reloading = false; // this tab asked for the new version: reload once it has taken over

function offerUpdate(registration) {
  const notice = document.getElementById("update-notice");
  if (!notice || notice.dataset.shown) return; // once per page
  notice.dataset.shown = "true";
  notice.hidden = false;
  document.getElementById("update-reload").addEventListener("click", () => {
    const waiting = registration.waiting;
    if (!waiting) {
      location.reload(); // already active (another tab chose it): the page only has to load it
      return;
    }
    reloading = true;
    waiting.postMessage("tablier:activate");
  });
  document.getElementById("update-later").addEventListener("click", () => {
    notice.hidden = true;
  });
}

function watchUpdates(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      // An update (a page already controlled), not the first install.
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(registration);
    });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {}); // a tablet left open
  });
}

function registerServiceWorker() {
  // Storage may be denied (e.g. a sandboxed third-party iframe): the game still runs online.
  const unavailable = (error) => {
    document.documentElement.dataset.offline = "unavailable";
    console.warn("Offline mode unavailable:", error.message);
  };
  try {
    navigator.serviceWorker.register("./sw.js").then(watchUpdates).catch(unavailable);
  } catch (error) {
    unavailable(error); // an opaque origin (sandbox without allow-same-origin) throws at once
  }
}

// Calls ``then`` once no click, tap or key has come for SETTLE_MS, or MAX_WAIT_MS from now at the latest.
function whenSettled(then) {
  const deadline = performance.now() + MAX_WAIT_MS;
  const inputs = ["click", "pointerdown", "keydown"];
  let timer = null;
  const settled = () => {
    inputs.forEach((name) => removeEventListener(name, wait, true));
    then();
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(settled, Math.max(0, Math.min(SETTLE_MS, deadline - performance.now())));
  };
  inputs.forEach((name) => addEventListener(name, wait, true));
  wait();
}

if ("serviceWorker" in navigator && location.protocol !== "file:") {
  const root = document.documentElement;
  if (root.dataset.engine === "ready") {
    whenSettled(registerServiceWorker);
  } else {
    new MutationObserver((_, observer) => {
      if (root.dataset.engine === "ready") {
        observer.disconnect();
        whenSettled(registerServiceWorker);
      }
    }).observe(root, { attributes: true, attributeFilter: ["data-engine"] });
  }
}
