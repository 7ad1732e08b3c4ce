// Registers the service worker that precaches the whole site, so the next visit works offline, and tells the
// player once when a new version is ready ("A new version is ready — Reload", #update-notice): the new version
// waits (assets/sw.js) until the player reloads; the page never reloads by itself, so no game is cut short.
// It waits until the engine is ready: precaching ~15 MB while the page boots would compete with it.
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

if ("serviceWorker" in navigator && location.protocol !== "file:") {
  const root = document.documentElement;
  if (root.dataset.engine === "ready") {
    registerServiceWorker();
  } else {
    new MutationObserver((_, observer) => {
      if (root.dataset.engine === "ready") {
        observer.disconnect();
        registerServiceWorker();
      }
    }).observe(root, { attributes: true, attributeFilter: ["data-engine"] });
  }
}
