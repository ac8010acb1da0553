extension ViewerPage {
  /// The page: HTML, CSS and script in one file, the data in a JSON script element.
  ///
  /// The script reads `#t=SECONDS` or `#violation=N` (with `&frame=before` or `&frame=after`)
  /// from the address, so a link can open the page at an instant. Each view is an SVG
  /// `polygon` (`data-view`, its window-point corners in `points`, its bounding box in
  /// `data-frame`), each finger a `circle` (`data-finger`, `data-view` the view it landed on),
  /// and the cursor an `output#cursor` with `data-t` (µs) and `data-frame-t` (the frame shown).
  static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>{{TITLE}}</title>
    <style>
    :root { font: 13px/1.35 -apple-system, "Helvetica Neue", Arial, sans-serif; color: #1d1d1f; }
    body { margin: 0; display: grid; grid-template-rows: auto 1fr auto; height: 100vh; }
    header { padding: 8px 14px; border-bottom: 1px solid #ddd; display: flex; gap: 14px; align-items: baseline; }
    header h1 { font-size: 15px; margin: 0; }
    .verdict.pass { color: #1a7f37; } .verdict.fail { color: #c62828; font-weight: 600; }
    main { display: grid; grid-template-columns: minmax(260px, 1fr) minmax(320px, 1.1fr); min-height: 0; }
    #stage { display: flex; flex-direction: column; align-items: center; padding: 10px; min-height: 0; }
    #screen { height: calc(100vh - 250px); max-width: 100%; background: #fafafa; border: 1px solid #bbb; border-radius: 6px; }
    #readout { font: 12px/1.4 ui-monospace, Menlo, monospace; margin-top: 6px; white-space: pre; }
    #side { overflow: auto; padding: 10px; border-left: 1px solid #ddd; }
    #side h2 { font-size: 13px; margin: 8px 0 4px; }
    .violation { border: 1px solid #f1b4b4; background: #fff5f5; border-radius: 5px; padding: 5px 7px; margin-bottom: 5px; }
    .violation b { color: #c62828; }
    .violation button { font-size: 11px; margin-right: 4px; }
    #journal { font: 11px/1.35 ui-monospace, Menlo, monospace; }
    #journal div { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #journal .now { background: #fff3c4; }
    #journal .time { color: #888; }
    footer { border-top: 1px solid #ddd; padding: 6px 14px 10px; }
    #controls { display: flex; gap: 8px; align-items: center; margin-bottom: 4px; }
    #timeline { width: 100%; height: 86px; display: block; cursor: crosshair; }
    #legend span { margin-right: 12px; font-size: 11px; }
    .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 3px; vertical-align: -1px; }
    polygon.view { stroke-width: 1; vector-effect: non-scaling-stroke; }
    text.label { font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    </style>
    </head>
    <body>
    <header><h1 id="title"></h1><span id="verdict" class="verdict"></span><span id="note"></span></header>
    <main>
      <section id="stage">
        <svg id="screen" xmlns="http://www.w3.org/2000/svg">
          <g id="views"></g><g id="labels"></g><g id="paths"></g><g id="fingers"></g>
        </svg>
        <div id="readout"></div>
      </section>
      <section id="side">
        <h2>Violations</h2><div id="violations"></div>
        <h2>Journal around the cursor</h2><div id="journal"></div>
      </section>
    </main>
    <footer>
      <div id="controls">
        <button id="prev" title="previous frame (←)">◀ frame</button>
        <button id="next" title="next frame (→)">frame ▶</button>
        <button id="play">play</button>
        <label>zoom <select id="zoom"><option value="0">whole replay</option><option value="10000000">10 s</option>
          <option value="1000000">1 s</option><option value="200000">0.2 s</option></select></label>
        <output id="cursor"></output>
      </div>
      <svg id="timeline" xmlns="http://www.w3.org/2000/svg"></svg>
      <div id="legend">
        <span><i class="swatch" style="background:#cfd8dc"></i>finger down</span>
        <span><i class="swatch" style="background:#ffcc80"></i>finger down, delivery cancelled by a recognizer</span>
        <span><i class="swatch" style="background:#1565c0"></i>transition</span>
        <span><i class="swatch" style="background:#2e7d32"></i>completion</span>
        <span><i class="swatch" style="background:#6a1b9a"></i>gesture state</span>
        <span><i class="swatch" style="background:#00838f"></i>timer</span>
        <span><i class="swatch" style="background:#ef6c00"></i>hitch</span>
        <span><i class="swatch" style="background:#c62828"></i>violation</span>
      </div>
    </footer>
    <script type="application/json" id="data">{{DATA}}</script>
    <script>
    "use strict";
    const D = JSON.parse(document.getElementById("data").textContent);
    const SVG = "http://www.w3.org/2000/svg";
    function undelta(a, w) {
      w = w || 1;
      const out = new Array(a.length);
      for (let i = 0; i < a.length; i++) out[i] = i >= w ? out[i - w] + a[i] : a[i];
      return out;
    }
    function lastAtOrBefore(arr, t) {
      let lo = 0, hi = arr.length - 1, ans = -1;
      while (lo <= hi) { const m = (lo + hi) >> 1; if (arr[m] <= t) { ans = m; lo = m + 1; } else hi = m - 1; }
      return ans;
    }
    function el(name, attrs, parent) {
      const e = document.createElementNS(SVG, name);
      for (const k in attrs) e.setAttribute(k, attrs[k]);
      if (parent) parent.appendChild(e);
      return e;
    }
    function seconds(us) { return (us / 1e6).toFixed(6).replace(/0{1,3}$/, "") + " s"; }
    function pt(v) { return (Math.round(v * 100) / 100).toString(); }

    const frames = undelta(D.frames);
    const hitches = undelta(D.hitches);
    const palette = ["#1e88e5", "#43a047", "#8e24aa", "#f4511e", "#00897b", "#6d4c41", "#3949ab", "#c0ca33", "#d81b60", "#546e7a"];
    const views = D.views.map((v, i) => ({ name: v.name, type: v.type, depth: v.depth, t: undelta(v.t), v: undelta(v.v, 7), color: palette[i % palette.length] }));
    const fingers = D.fingers.map(f => ({ id: f.id, view: f.view, ending: f.ending, cancelledAt: f.cancelledAt,
      t: undelta(f.t), x: undelta(f.x).map(n => n / 100), y: undelta(f.y).map(n => n / 100) }));
    const entryTimes = D.entries.map(e => e[0]);
    const end = Math.max(D.end, frames.length ? frames[frames.length - 1] : 0, 1);

    document.title = D.title;
    document.getElementById("title").textContent = D.title;
    const verdict = document.getElementById("verdict");
    verdict.textContent = D.passed ? "every invariant holds"
      : D.violationCount + " violation" + (D.violationCount === 1 ? "" : "s") + (D.violationCount > D.violations.length ? " (the first " + D.violations.length + " listed)" : "");
    verdict.className = "verdict " + (D.passed ? "pass" : "fail");
    const notes = [];
    if (D.stride > 1) notes.push("away from violations, 1 frame in " + D.stride + " is kept");
    if (D.truncatedAt !== null) notes.push("recording stopped at " + seconds(D.truncatedAt) + " (size bound)");
    document.getElementById("note").textContent = notes.join("; ");

    const screen = document.getElementById("screen");
    screen.setAttribute("viewBox", "0 0 " + D.screen[0] + " " + D.screen[1]);
    el("rect", { x: 0, y: 0, width: D.screen[0], height: D.screen[1], fill: "#fff" }, screen).parentNode.insertBefore(screen.lastChild, screen.firstChild);
    const gViews = document.getElementById("views"), gLabels = document.getElementById("labels");
    const gPaths = document.getElementById("paths"), gFingers = document.getElementById("fingers");
    for (const v of views) {
      v.shape = el("polygon", { class: "view", "data-view": v.name, fill: v.color, stroke: v.color }, gViews);
      const title = el("title", {}, v.shape); title.textContent = v.name + (v.type ? " (" + v.type + ")" : "");
      v.label = el("text", { class: "label", fill: v.color, "text-anchor": "middle" }, gLabels);
      v.label.textContent = v.name;
    }
    for (const f of fingers) {
      f.path = el("polyline", { fill: "none", stroke: "#ff6f00", "stroke-width": 2, "stroke-opacity": 0.7, "vector-effect": "non-scaling-stroke" }, gPaths);
      f.marker = el("circle", { r: 22, "data-finger": f.id, "data-view": f.view || "", fill: "#ff6f00", "fill-opacity": 0.3, stroke: "#e65100", "stroke-width": 2, "vector-effect": "non-scaling-stroke" }, gFingers);
      el("title", {}, f.marker).textContent = "finger " + f.id + (f.view ? " on " + f.view : " (hit no view)");
    }

    let cursor = 0, zoom = 0, playing = false;
    function frameIndexAt(t) { return lastAtOrBefore(frames, t); }

    function render() {
      const t = cursor;
      const fi = frameIndexAt(t);
      const shown = fi >= 0 ? frames[fi] : 0;
      const labelsUsed = [];
      for (const v of views) {
        const i = lastAtOrBefore(v.t, t);
        const a = i >= 0 ? v.v[7 * i + 6] : -1;
        if (a < 0) { v.shape.style.display = "none"; v.label.style.display = "none"; continue; }
        const b = 7 * i;
        const x0 = v.v[b] / 100, y0 = v.v[b + 1] / 100, x1 = v.v[b + 2] / 100, y1 = v.v[b + 3] / 100, x2 = v.v[b + 4] / 100, y2 = v.v[b + 5] / 100;
        const x3 = x1 + x2 - x0, y3 = y1 + y2 - y0;
        const xs = [x0, x1, x3, x2], ys = [y0, y1, y3, y2];
        const minX = Math.min(...xs), minY = Math.min(...ys), maxX = Math.max(...xs), maxY = Math.max(...ys);
        v.shape.setAttribute("points", [0, 1, 2, 3].map(k => pt(xs[k]) + "," + pt(ys[k])).join(" "));
        v.shape.setAttribute("data-frame", [minX, minY, maxX - minX, maxY - minY].map(pt).join(","));
        v.shape.setAttribute("data-alpha", a / 1000);
        // A view that fills most of the screen (a root or container view) is drawn faintly, so
        // the views on it stay readable.
        const large = (maxX - minX) * (maxY - minY) > 0.5 * D.screen[0] * D.screen[1];
        v.shape.setAttribute("fill-opacity", (large ? 0.03 : 0.06 + 0.34 * a / 1000).toFixed(3));
        v.shape.setAttribute("stroke-opacity", a === 0 ? 0.35 : 0.9);
        v.shape.setAttribute("stroke-dasharray", a === 0 ? "4 3" : "none");
        v.shape.style.display = "";
        // A label at the view's centre, moved down until it overlaps no other label.
        let lx = (minX + maxX) / 2, ly = (minY + maxY) / 2;
        while (labelsUsed.some(u => Math.abs(u[0] - lx) < 60 && Math.abs(u[1] - ly) < 13)) ly += 13;
        labelsUsed.push([lx, ly]);
        v.label.setAttribute("x", pt(lx)); v.label.setAttribute("y", pt(ly));
        v.label.style.display = "";
      }
      const fingerLines = [];
      for (const f of fingers) {
        const lastT = f.t[f.t.length - 1];
        const down = f.t.length > 0 && t >= f.t[0] && (f.ending === "down" || t < lastT);
        if (!down) { f.marker.style.display = "none"; f.path.style.display = "none"; continue; }
        const i = lastAtOrBefore(f.t, t);
        f.marker.setAttribute("cx", pt(f.x[i])); f.marker.setAttribute("cy", pt(f.y[i]));
        const cancelled = f.cancelledAt !== null && f.cancelledAt <= t;
        f.marker.setAttribute("stroke-dasharray", cancelled ? "5 4" : "none");
        f.marker.style.display = "";
        const pts = [];
        for (let k = 0; k <= i; k++) pts.push(pt(f.x[k]) + "," + pt(f.y[k]));
        f.path.setAttribute("points", pts.join(" "));
        f.path.style.display = "";
        fingerLines.push("finger " + f.id + " at (" + pt(f.x[i]) + ", " + pt(f.y[i]) + ") on " + (f.view || "no view") + (cancelled ? ", delivery cancelled" : ""));
      }
      const out = document.getElementById("cursor");
      out.dataset.t = t; out.dataset.frameT = shown;
      out.textContent = "t = " + seconds(t) + (fi >= 0 ? "  (frame at " + seconds(shown) + ")" : "  (before the first frame)");
      document.getElementById("readout").textContent = (fingerLines.length ? fingerLines.join("\n") : "no finger down");
      renderJournal(t, fi > 0 ? frames[fi - 1] : -1);
      renderTimeline();
    }

    function renderJournal(t, previousFrame) {
      const box = document.getElementById("journal");
      box.textContent = "";
      const at = lastAtOrBefore(entryTimes, t);
      for (let k = Math.max(0, at - 14); k <= Math.min(D.entries.length - 1, at + 14); k++) {
        const e = D.entries[k];
        const row = document.createElement("div");
        if (e[0] <= t && e[0] > previousFrame) row.className = "now";
        const time = document.createElement("span"); time.className = "time"; time.textContent = seconds(e[0]) + " ";
        row.appendChild(time); row.appendChild(document.createTextNode(e[1])); row.title = e[1];
        box.appendChild(row);
      }
    }

    function range() {
      if (!zoom) return [0, end];
      let a = Math.max(0, cursor - zoom / 2); const b = Math.min(end, a + zoom); a = Math.max(0, b - zoom);
      return [a, b];
    }

    const kinds = [["presentation-transition", "#1565c0"], ["animation-completion", "#2e7d32"], ["animator-completion", "#2e7d32"], ["gesture-state", "#6a1b9a"], ["timer", "#00838f"]];
    function renderTimeline() {
      const svg = document.getElementById("timeline");
      const w = svg.clientWidth || 800, h = 86;
      svg.setAttribute("viewBox", "0 0 " + w + " " + h);
      svg.textContent = "";
      const [a, b] = range();
      const x = t => (t - a) / (b - a) * w;
      // Time axis: a tick every 1, 2 or 5 × 10^n seconds, about every 90 px.
      const span = (b - a) / 1e6, raw = span / Math.max(w / 90, 1), p = Math.pow(10, Math.floor(Math.log10(raw)));
      const step = (raw / p < 2 ? 2 : raw / p < 5 ? 5 : 10) * p;
      for (let s = Math.ceil(a / 1e6 / step) * step; s <= b / 1e6; s += step) {
        el("line", { x1: x(s * 1e6), x2: x(s * 1e6), y1: 12, y2: 74, stroke: "#eee" }, svg);
        el("text", { x: x(s * 1e6) + 2, y: 10, "font-size": 10, fill: "#666" }, svg).textContent = (+s.toFixed(6)) + " s";
      }
      el("text", { x: 2, y: 84, "font-size": 10, fill: "#999" }, svg).textContent = "fingers · events · hitches";
      for (const f of fingers) {
        if (!f.t.length) continue;
        const s = f.t[0], e = f.ending === "down" ? end : f.t[f.t.length - 1];
        if (e < a || s > b) continue;
        const c = f.cancelledAt !== null ? f.cancelledAt : e;
        el("rect", { x: x(s), width: Math.max(x(c) - x(s), 1), y: 16, height: 16, fill: "#cfd8dc" }, svg);
        if (c < e) el("rect", { x: x(c), width: Math.max(x(e) - x(c), 1), y: 16, height: 16, fill: "#ffcc80" }, svg);
      }
      let i = Math.max(0, lastAtOrBefore(entryTimes, a));
      for (; i < D.entries.length && D.entries[i][0] <= b; i++) {
        const text = D.entries[i][1];
        for (const [kind, color] of kinds) if (text.startsWith(kind)) {
          el("line", { x1: x(D.entries[i][0]), x2: x(D.entries[i][0]), y1: 36, y2: 52, stroke: color, "stroke-opacity": 0.6 }, svg);
          break;
        }
      }
      for (const t of hitches) if (t >= a && t <= b) el("rect", { x: x(t), y: 56, width: 2, height: 12, fill: "#ef6c00" }, svg);
      // Violations: a red line each, named where a label fits (three rows; a label that would
      // overlap one already drawn is left to the line's tooltip and the list).
      const rowEnds = [-Infinity, -Infinity, -Infinity];
      D.violations.forEach(v => {
        if (v.t === null || v.t < a || v.t > b) return;
        const line = el("line", { x1: x(v.t), x2: x(v.t), y1: 12, y2: 74, stroke: "#c62828", "stroke-width": 2 }, svg);
        el("title", {}, line).textContent = v.invariant + (v.view ? " on " + v.view : "") + " at " + seconds(v.t);
        const width = 6 * v.invariant.length + 6, row = rowEnds.findIndex(e => e < x(v.t));
        if (row < 0) return;
        rowEnds[row] = x(v.t) + width;
        el("text", { x: x(v.t) + 3, y: 50 + 10 * row, "font-size": 10, fill: "#c62828" }, svg).textContent = v.invariant;
      });
      el("line", { x1: x(cursor), x2: x(cursor), y1: 12, y2: 76, stroke: "#000", "stroke-width": 1.5 }, svg);
      svg.onpointerdown = ev => { scrub(ev); svg.onpointermove = e2 => { if (e2.buttons) scrub(e2); }; };
      function scrub(ev) { const r = svg.getBoundingClientRect(); seek(a + (ev.clientX - r.left) / r.width * (b - a)); }
    }

    function seek(t) { cursor = Math.max(0, Math.min(end, Math.round(t))); render(); }
    function stepFrame(n) {
      const fi = frameIndexAt(cursor);
      const target = Math.max(0, Math.min(frames.length - 1, fi + n));
      if (frames.length) seek(frames[target]);
    }
    function showViolation(k, which) {
      const v = D.violations[k];
      if (!v || v.t === null) return;
      const fi = frameIndexAt(v.t);
      if (which === "before") seek(fi > 0 ? frames[fi - 1] : 0);
      else if (which === "after") seek(frames[Math.min(frames.length - 1, fi + 1)]);
      else seek(fi >= 0 ? frames[fi] : v.t);
    }

    const list = document.getElementById("violations");
    if (!D.violations.length) list.textContent = "none";
    D.violations.forEach((v, k) => {
      const box = document.createElement("div"); box.className = "violation";
      box.innerHTML = "<b></b> <span class=where></span><div class=message></div>";
      box.querySelector("b").textContent = v.invariant;
      box.querySelector(".where").textContent = (v.view ? "on " + v.view + " " : "") + (v.t === null ? "" : "at " + seconds(v.t));
      box.querySelector(".message").textContent = v.message;
      if (v.t !== null) for (const which of ["before", "at", "after"]) {
        const button = document.createElement("button");
        button.textContent = which === "at" ? "its frame" : "frame " + which;
        button.onclick = () => showViolation(k, which);
        box.appendChild(button);
      }
      list.appendChild(box);
    });

    document.getElementById("prev").onclick = () => stepFrame(-1);
    document.getElementById("next").onclick = () => stepFrame(1);
    document.getElementById("zoom").onchange = e => { zoom = +e.target.value; render(); };
    document.getElementById("play").onclick = e => {
      playing = !playing; e.target.textContent = playing ? "pause" : "play";
      let last = null;
      const tick = now => {
        if (!playing) return;
        if (last !== null) seek(cursor + (now - last) * 1000);
        last = now;
        if (cursor >= end) { playing = false; e.target.textContent = "play"; return; }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    };
    document.addEventListener("keydown", e => {
      if (e.key === "ArrowLeft") stepFrame(e.shiftKey ? -10 : -1);
      if (e.key === "ArrowRight") stepFrame(e.shiftKey ? 10 : 1);
    });
    window.addEventListener("resize", renderTimeline);
    function fromAddress() {
      const q = new URLSearchParams(location.hash.slice(1));
      if (q.has("violation")) showViolation(+q.get("violation"), q.get("frame") || "at");
      else if (q.has("t")) seek(+q.get("t") * 1e6);
      else if (D.violations.length && D.violations[0].t !== null) showViolation(0, "at");
      else render();
    }
    window.addEventListener("hashchange", fromAddress);
    window.seamlessViewer = { seek, stepFrame, showViolation, data: D };
    fromAddress();
    </script>
    </body>
    </html>
    """#
}
