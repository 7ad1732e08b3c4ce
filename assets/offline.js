// Registers the service worker that precaches the whole site, so the next visit works offline.
// It waits until the engine is ready: precaching ~15 MB while the page boots would compete with it.
function registerServiceWorker() {
  // Storage may be denied (e.g. a sandboxed third-party iframe): the game still runs online.
  const unavailable = (error) => {
    document.documentElement.dataset.offline = "unavailable";
    console.warn("Offline mode unavailable:", error.message);
  };
  try {
    navigator.serviceWorker.register("./sw.js").catch(unavailable);
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
