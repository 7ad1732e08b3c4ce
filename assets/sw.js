// Service worker: precache every file of the site on install (cache-first), versioned by a content hash.
// build.py replaces the two placeholders below.
//
// Several deployments may share one origin (GitHub Pages serves every project site of an account under one
// origin, each under its own path), so the caches are named by this worker's scope and only this scope's older
// caches are deleted on activate.  A new version waits until the page asks for it (the player's "Reload" in the
// update notice, assets/offline.js): it never takes over a page in the middle of a game.
const VERSION = "__TABLIER_VERSION__";
const PRECACHE = __TABLIER_PRECACHE__;
const SCOPE = self.registration.scope;
const PREFIX = "tablier " + SCOPE + " ";
const CACHE = PREFIX + VERSION;
const LEGACY = /^tablier-[0-9a-f]{16}$/; // before caches were named by scope: "tablier-<version>"

// Where the browser supports static routes, every precached file, the pages too, is served from this version's
// cache by the browser itself, without waking this worker: on a return visit the page arrives without this
// worker's start (about 0.1 s on the 2-core machine: README, *Performance*), and the page's and the engine
// worker's scripts and wasm sooner.  A query string (e.g. an embed's options), or a file missing from the cache,
// goes the usual way: the fetch handler below (which ignores the query), or the network.
function routes() {
  const scope = new URL(SCOPE);
  const paths = new Set(
    PRECACHE.map((path) => path.slice(2))
      .map((path) => (path.includes("/") ? `${path.split("/")[0]}/*` : path)) // a folder, or a file at the top
  );
  const pattern = (path) => ({
    urlPattern: new URLPattern({
      protocol: scope.protocol.slice(0, -1),
      hostname: scope.hostname,
      port: scope.port,
      pathname: scope.pathname + path,
      search: "",
    }),
  });
  return { condition: { or: [...paths].map(pattern) }, source: { cacheName: CACHE } };
}

self.addEventListener("install", (event) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes(routes()).catch(() => {})); // the fetch handler then
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((path) => new Request(new URL(path, SCOPE), { cache: "no-cache" })))
    )
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "tablier:activate") self.skipWaiting(); // the player chose to reload into this version
});

// A cache of an earlier version of this scope: named with this scope, or (an unscoped legacy name) holding
// this scope's own start page.  Another scope's caches are never touched.
async function ours(name) {
  if (name.startsWith(PREFIX)) return name !== CACHE;
  if (!LEGACY.test(name)) return false;
  const cache = await caches.open(name);
  return (await cache.match(SCOPE, { ignoreSearch: true })) !== undefined;
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.map((name) => ours(name).then((old) => old && caches.delete(name)))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request))
    )
  );
});
