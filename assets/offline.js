// Registers the service worker that precaches the whole site, so the next visit works offline.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("./sw.js").catch((error) => {
    // Storage may be denied (e.g. a sandboxed third-party iframe): the game still runs online.
    document.documentElement.dataset.offline = "unavailable";
    console.warn("Offline mode unavailable:", error.message);
  });
}
