// The board's first frame, before MicroPython is up: the empty 24-point tables board drawn at once by this
// tiny script, with the geometry of py/ui/boards/board.py, the palettes of py/ui/boards/draw.py and the canvas
// sizing of py/ui/boards/canvas.py, so that MicroPython's first paint (data-board="drawn") draws the same
// pixels over it: no visible jump. Until then it follows the board's box (embed layout, rotation).
// Marks: html[data-first-frame="static"] and performance mark "tablier-board-static".
(() => {
  const PALETTES = {
    normal: { WOOD: "#6b4a2b", WOOD_DARK: "#4a321c", FELT: "#e9dcc3", POINT_DARK: "#7a2e1f", POINT_LIGHT: "#c8a46a" },
    more: { WOOD: "#1a1109", WOOD_DARK: "#000000", FELT: "#ffffff", POINT_DARK: "#4d0f05", POINT_LIGHT: "#9c6110" },
  };
  const root = document.documentElement;
  const canvas = document.getElementById("board");
  if (!canvas || !canvas.getContext) return;
  // Embed mode's compact layout now, as py/ui/host/embed.py will set it: the board keeps its size.
  if (new URLSearchParams(location.search).get("embed") === "1") document.body.dataset.embed = "1";

  // The high-contrast choice as py/ui/contrast.py makes it: stored (storage may be denied), else the system's.
  let stored = null;
  try {
    stored = localStorage.getItem("tablier.contrast"); // throws where storage is denied
  } catch (error) {
    stored = null;
  }
  const more = stored === "more" || stored === "normal" ? stored === "more" : matchMedia("(prefers-contrast: more)").matches;
  const palette = PALETTES[more ? "more" : "normal"];
  root.dataset.contrast = more ? "more" : "normal";

  function draw() {
    if (root.dataset.board === "drawn") return false; // MicroPython has taken over
    const rect = canvas.getBoundingClientRect();
    const width = Math.max(300, Math.trunc(rect.width));
    const height = Math.max(200, Math.trunc(rect.height));
    const ratio = devicePixelRatio || 1;
    const backingW = Math.trunc(width * ratio + 0.5);
    const backingH = Math.trunc(height * ratio + 0.5);
    if (canvas.width !== backingW || canvas.height !== backingH) {
      canvas.width = backingW;
      canvas.height = backingH;
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const boardW = Math.min(width, (height * 4) / 3);
    const boardH = boardW * 0.75;
    const x0 = (width - boardW) / 2;
    const y0 = (height - boardH) / 2;
    const frame = boardW * 0.03;
    const tray = boardW * 0.07;
    ctx.fillStyle = palette.WOOD;
    ctx.fillRect(x0, y0, boardW, boardH);
    const innerW = boardW - 2 * frame - tray;
    const innerH = boardH - 2 * frame;
    const bar = innerW / 13;
    const pointW = (innerW - bar) / 12;
    ctx.fillStyle = palette.FELT;
    ctx.fillRect(x0 + frame, y0 + frame, innerW, innerH);
    ctx.fillStyle = palette.WOOD_DARK;
    ctx.fillRect(x0 + frame + 6 * pointW, y0 + frame, bar, innerH);
    const depth = innerH * 0.42;
    for (let index = 0; index < 24; index++) {
      let column, base, tip;
      if (index < 12) {
        column = 11 - index;
        base = y0 + frame + innerH;
        tip = y0 + frame + innerH - depth;
      } else {
        column = index - 12;
        base = y0 + frame;
        tip = y0 + frame + depth;
      }
      const left = x0 + frame + column * pointW + (column >= 6 ? bar : 0);
      ctx.fillStyle = index % 2 === 0 ? palette.POINT_DARK : palette.POINT_LIGHT;
      ctx.beginPath();
      ctx.moveTo(left, base);
      ctx.lineTo(left + pointW, base);
      ctx.lineTo(left + pointW / 2, tip);
      ctx.closePath();
      ctx.fill();
    }
    ctx.fillStyle = palette.WOOD_DARK;
    ctx.fillRect(x0 + boardW - frame - tray + frame * 0.5, y0 + frame, tray - frame * 0.5, innerH);
    return true;
  }

  if (!draw()) return;
  root.dataset.firstFrame = "static";
  performance.mark("tablier-board-static");
  if ("ResizeObserver" in globalThis) {
    const observer = new ResizeObserver(() => {
      if (!draw()) observer.disconnect();
    });
    observer.observe(canvas.parentElement);
  }
})();
