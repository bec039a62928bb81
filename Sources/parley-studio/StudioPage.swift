/// The studio's page: HTML, one script and one style sheet, all served by the studio itself
/// (its content security policy allows nothing else). The script writes catalog text with
/// `textContent` only, and shows maps as images, so no name can become markup or a script.
enum StudioPage {
    static func html(token: String) -> String {
        // The token is 32 hex digits: nothing in it needs escaping.
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Parley Studio</title>
        <link rel="stylesheet" href="/studio.css?token=\(token)">
        <script src="/studio.js?token=\(token)" defer></script>
        </head>
        <body>
        <header>
          <h1>Parley Studio</h1>
          <div class="switch" role="group" aria-label="Device">
            <button id="device-phone" class="on" type="button">iPhone</button>
            <button id="device-homepod" type="button">HomePod</button>
          </div>
          <label>Locale <select id="locale"></select></label>
          <span id="banner" role="status"></span>
        </header>
        <main>
          <section id="talk">
            <h2>Conversation <button id="restart" type="button" class="small">New</button></h2>
            <div id="conversation" aria-live="polite"></div>
            <p id="open-dialogue" hidden><span id="open-dialogue-text"></span>
              <button id="cancel-dialogue" type="button" class="small">Cancel it</button></p>
            <form id="say-form">
              <input id="utterance" autocomplete="off" placeholder="Say something to Siri, or :help" maxlength="2000">
              <button id="send" type="submit">Say</button>
            </form>
            <form id="save-form">
              <input id="save-name" placeholder="transcript name" maxlength="100">
              <label class="small"><input id="save-overwrite" type="checkbox"> overwrite</label>
              <button id="save" type="submit">Save as transcript</button>
            </form>
            <p id="save-result"></p>
          </section>
          <section id="map-panel">
            <h2>Dialogue map</h2>
            <div class="map-controls">
              <select id="intent"><option value="">The intent in play</option></select>
              <label class="small"><input id="show-coverage" type="checkbox"> transcripts' coverage</label>
              <button id="map-open" type="button" class="small" title="The map at full size, to zoom and pan">Full size</button>
            </div>
            <p id="map-note"></p>
            <div id="map"></div>
            <p id="map-line" class="catalog-line"></p>
          </section>
          <div id="map-full" hidden role="dialog" aria-label="Dialogue map, full size">
            <div class="map-full-bar">
              <button id="map-zoom-out" type="button" class="small" title="Zoom out">−</button>
              <button id="map-zoom-fit" type="button" class="small" title="Actual size">100%</button>
              <button id="map-zoom-in" type="button" class="small" title="Zoom in">+</button>
              <span class="small">Drag to pan; click a step to see its catalog line. The path this conversation took is drawn in blue.</span>
              <button id="map-close" type="button" class="small">Close</button>
            </div>
            <p id="map-full-line" class="catalog-line"></p>
            <div id="map-full-view"></div>
          </div>
          <section id="side">
            <h2>Files</h2>
            <div id="files"></div>
            <ul id="problems"></ul>
            <h2>Transcripts <button id="run-transcripts" type="button" class="small">Run</button></h2>
            <p id="transcript-summary"></p>
            <ul id="transcript-results"></ul>
            <pre id="coverage"></pre>
          </section>
        </main>
        </body>
        </html>

        """
    }

    static let script = #"""
        "use strict";
        const token = new URLSearchParams(location.search).get("token") || "";
        const $ = (id) => document.getElementById(id);
        let conversation = null, version = -1, problemsVersion = -1, device = "phone", lastIntent = null;

        async function call(method, path, body) {
          const response = await fetch(path, {
            method, headers: { "X-Parley-Token": token, "Content-Type": "application/json" },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          let data;
          try { data = await response.json(); } catch { data = { error: response.status + " " + response.statusText }; }
          if (!response.ok && !data.error) data.error = response.status + " " + response.statusText;
          return data;
        }

        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }

        function banner(text) {
          $("banner").textContent = text;
          if (text) setTimeout(() => { if ($("banner").textContent === text) $("banner").textContent = ""; }, 6000);
        }

        async function startConversation(note) {
          const data = await call("POST", "/api/conversation", { device, locale: $("locale").value });
          $("conversation").replaceChildren();
          if (data.error) { conversation = null; addBlock("error", [data.error]); drawMap(); return; }
          conversation = data.conversation;
          lastIntent = null;
          showDialogueState("idle");
          if (note) addBlock("note", [note]);
          drawMap();
        }

        function addBlock(kind, lines) {
          const block = element("div", "block " + kind);
          for (const line of lines) block.append(element("p", "", line));
          $("conversation").append(block);
          block.scrollIntoView({ block: "end" });
          return block;
        }

        function addUser(text) {
          const row = element("div", "user-row");
          const bubble = element("p", "user", text);
          const why = element("button", "why", "why?");
          why.type = "button";
          why.title = "How this matches, or why not (:why)";
          why.addEventListener("click", () => say(":why " + text, { quiet: true }));
          row.append(why, bubble);
          $("conversation").append(row);
        }

        function addSiri(lines, onDevice) {
          const block = element("div", "siri " + onDevice);
          let snippet = null;
          for (const line of lines) {
            if (onDevice === "phone" && line.startsWith("| ")) {
              if (!snippet) { snippet = element("div", "snippet"); block.append(snippet); }
              snippet.append(element("p", "", line.slice(2)));
              continue;
            }
            snippet = null;
            const opens = /^\[.*\]$/.test(line);
            block.append(element("p", opens ? "opens" : "", line));
          }
          $("conversation").append(block);
          block.scrollIntoView({ block: "end" });
        }

        async function say(text, options = {}) {
          if (!conversation) await startConversation();
          if (!conversation) return;
          if (!options.quiet) addUser(text);
          else addBlock("command-input", [text]);
          const data = await call("POST", "/api/say", { conversation, text });
          // A refused request says why in `error`; a command that failed says so in its lines.
          if (typeof data.error === "string") { addBlock("error", [data.error]); return; }
          if (data.command) addBlock(data.error ? "error" : "command", data.lines);
          else addSiri(data.lines, data.device);
          if (data.debug && data.debug.length) addBlock("command", data.debug);
          device = data.device;
          markDevice();
          showDialogueState(data.state);
          if ($("locale").value !== data.locale) $("locale").value = data.locale;
          if (data.intent !== undefined && (data.app + "/" + data.intent) !== lastIntent) {
            lastIntent = data.app + "/" + data.intent;
          }
          drawMap();
        }

        // A dialogue still open is said beside the box: the next line answers its question,
        // it is not a new request.
        function showDialogueState(state) {
          const open = state && state !== "idle";
          $("open-dialogue").hidden = !open;
          $("open-dialogue-text").textContent = open ? "Siri is " + state + ": what you say next answers it." : "";
        }

        function markDevice() {
          $("device-phone").classList.toggle("on", device === "phone");
          $("device-homepod").classList.toggle("on", device === "homepod");
          document.body.dataset.device = device;
        }

        async function drawMap() {
          const params = new URLSearchParams();
          const chosen = $("intent").value;
          if (chosen) { const [app, intent] = chosen.split("/"); params.set("app", app); params.set("intent", intent); }
          if (conversation) params.set("conversation", conversation);
          if ($("show-coverage").checked) params.set("coverage", "1");
          const data = await call("GET", "/api/map?" + params.toString());
          const map = $("map");
          map.replaceChildren();
          $("map-line").textContent = "";
          $("map-note").textContent = data.error || data.note || "";
          mapDrawn = data.svg ? data : null;
          if (mapDrawn) map.append(mapCanvas(mapDrawn, $("map-line"), null));
        }

        // The map as an image, not markup (whatever a label holds, it cannot run), with a
        // clear button over each step: a click shows the catalog line it stands for.
        let mapDrawn = null;
        function mapCanvas(data, lineShown, id) {
          const canvas = element("div", "map-canvas");
          const picture = element("img");
          picture.alt = "Dialogue map";
          picture.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(data.svg);
          if (id) picture.id = id;
          canvas.append(picture);
          for (const node of data.nodes || []) {
            const button = element("button", "map-node");
            button.type = "button";
            button.title = node.place;
            button.setAttribute("aria-label", node.place + ": " + node.line);
            button.style.left = node.left * 100 + "%";
            button.style.top = node.top * 100 + "%";
            button.style.width = node.width * 100 + "%";
            button.style.height = node.height * 100 + "%";
            button.addEventListener("click", () => {
              canvas.querySelectorAll(".map-node.chosen").forEach((other) => other.classList.remove("chosen"));
              button.classList.add("chosen");
              lineShown.textContent = node.place + "   " + node.line;
            });
            canvas.append(button);
          }
          return canvas;
        }

        // The map at full size: zoom by steps, pan by dragging (the view scrolls).
        let mapZoom = 1;
        function openFullMap() {
          if (!mapDrawn) return;
          $("map-full-line").textContent = "";
          const canvas = mapCanvas(mapDrawn, $("map-full-line"), "map-full-image");
          $("map-full-view").replaceChildren(canvas);
          mapZoom = 1;
          canvas.querySelector("img").addEventListener("load", () => zoomMap(1));
          $("map-full").hidden = false;
        }
        function zoomMap(factor) {
          const picture = $("map-full-image");
          if (!picture || !picture.naturalWidth) return;
          mapZoom = factor === 1 ? 1 : Math.min(4, Math.max(0.25, mapZoom * factor));
          picture.style.width = Math.round(picture.naturalWidth * mapZoom) + "px";
          $("map-zoom-fit").textContent = Math.round(mapZoom * 100) + "%";
        }
        function panMap(view) {
          let start = null;
          view.addEventListener("mousedown", (event) => { start = { x: event.clientX, y: event.clientY, left: view.scrollLeft, top: view.scrollTop }; event.preventDefault(); });
          window.addEventListener("mousemove", (event) => {
            if (!start) return;
            view.scrollLeft = start.left - (event.clientX - start.x);
            view.scrollTop = start.top - (event.clientY - start.y);
          });
          window.addEventListener("mouseup", () => { start = null; });
        }

        async function refreshFiles() {
          const state = await call("GET", "/api/state?since=" + version + ":" + problemsVersion);
          if (state.error) return;
          if (state.version === version) {
            if (state.problems && state.problemsVersion !== problemsVersion) { problemsVersion = state.problemsVersion; showProblems(state); }
            return;
          }
          problemsVersion = state.problemsVersion;
          const first = version < 0;
          version = state.version;
          const files = $("files");
          files.replaceChildren();
          files.append(element("p", "small", "Catalogs: " + state.phraseFolders.join(", ") + " · transcripts: " + state.transcriptFolders.join(", ")));
          const apps = element("ul", "apps");
          for (const app of state.apps) apps.append(element("li", "", app.name + " — " + app.file));
          files.append(apps);
          showProblems(state);
          if (!state.loaded) files.prepend(element("p", "error", "The catalog does not load: the errors below say where."));
          const intent = $("intent"), chosen = intent.value;
          intent.replaceChildren(element("option", "", "The intent in play"));
          intent.firstChild.value = "";
          state.apps.forEach((app, index) => {
            for (const key of app.intents) {
              const option = element("option", "", app.name + " / " + key);
              option.value = index + "/" + key;
              intent.append(option);
            }
          });
          intent.value = chosen;
          if ($("locale").options.length === 0) {
            // The locale `parley studio --locale` started in, listed even when no vocabulary has it.
            const codes = state.locales.includes(state.defaultLocale) ? state.locales : [state.defaultLocale, ...state.locales];
            for (const code of codes) { const option = element("option", "", code); option.value = code; $("locale").append(option); }
            $("locale").value = state.defaultLocale || "en";
          }
          if (first) await startConversation();
          else await startConversation("The catalog changed on disk and was loaded again: a new conversation starts.");
          if (!first) banner("Reloaded from disk");
        }

        function showProblems(state) {
          const problems = $("problems");
          problems.replaceChildren();
          if (state.linting) problems.append(element("li", "note", "Linting…"));
          for (const problem of state.problems) problems.append(element("li", problem.severity, problem.text));
        }

        async function runTranscripts() {
          $("transcript-summary").textContent = "Running…";
          const data = await call("POST", "/api/transcripts");
          const list = $("transcript-results");
          list.replaceChildren();
          if (data.error) { $("transcript-summary").textContent = data.error; return; }
          $("transcript-summary").textContent = data.summary;
          for (const result of data.transcripts) {
            const item = element("li", result.status);
            item.append(element("span", "badge", result.status === "pass" ? "pass" : result.status === "fail" ? "FAIL" : "error"));
            item.append(element("span", "", " " + result.file));
            if (result.failure.length) item.append(element("pre", "diff", result.failure.join("\n")));
            list.append(item);
          }
          $("coverage").textContent = data.coverage;
          if ($("show-coverage").checked) drawMap();
        }

        async function save(event) {
          event.preventDefault();
          if (!conversation) return;
          const data = await call("POST", "/api/save", { conversation, name: $("save-name").value, overwrite: $("save-overwrite").checked });
          $("save-result").className = data.error || !data.saved ? "error" : "saved";
          $("save-result").textContent = data.error || data.lines.join(" ");
        }

        document.addEventListener("DOMContentLoaded", () => {
          $("say-form").addEventListener("submit", (event) => {
            event.preventDefault();
            const text = $("utterance").value;
            if (!text.trim()) return;
            $("utterance").value = "";
            say(text);
          });
          $("device-phone").addEventListener("click", () => say(":device phone", { quiet: true }));
          $("device-homepod").addEventListener("click", () => say(":device homepod", { quiet: true }));
          $("locale").addEventListener("change", () => say(":locale " + $("locale").value, { quiet: true }));
          $("restart").addEventListener("click", () => startConversation());
          $("cancel-dialogue").addEventListener("click", () => say("cancel"));
          $("intent").addEventListener("change", drawMap);
          $("show-coverage").addEventListener("change", drawMap);
          $("map-open").addEventListener("click", openFullMap);
          $("map-close").addEventListener("click", () => { $("map-full").hidden = true; });
          $("map-zoom-in").addEventListener("click", () => zoomMap(1.25));
          $("map-zoom-out").addEventListener("click", () => zoomMap(0.8));
          $("map-zoom-fit").addEventListener("click", () => zoomMap(1));
          panMap($("map-full-view"));
          $("run-transcripts").addEventListener("click", runTranscripts);
          $("save-form").addEventListener("submit", save);
          markDevice();
          refreshFiles();
          setInterval(refreshFiles, 1500);
        });
        """#

    static let style = """
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.45 -apple-system,system-ui,"Segoe UI",sans-serif;color:#1d1d1f;background:#f2f2f7}
        header{display:flex;align-items:center;gap:16px;padding:10px 18px;background:#fff;border-bottom:1px solid #ddd}
        h1{font-size:18px;margin:0}h2{font-size:14px;margin:0 0 8px;display:flex;align-items:center;gap:8px}
        button{font:inherit;border:1px solid #c7c7cc;background:#fff;border-radius:8px;padding:4px 10px;cursor:pointer}
        button.small,.small{font-size:12px}
        .switch button.on{background:#0a84ff;color:#fff;border-color:#0a84ff}
        #banner{color:#1a7f37;font-weight:600}
        main{display:grid;grid-template-columns:minmax(320px,1fr) minmax(320px,1.3fr) minmax(260px,.9fr);gap:12px;padding:12px;height:calc(100vh - 54px)}
        section{background:#fff;border-radius:12px;padding:12px;overflow:auto;box-shadow:0 1px 2px #0001}
        @media (max-width:1199px){
          header{flex-wrap:wrap}
          main{grid-template-columns:minmax(0,1fr);height:auto}
          section{overflow:visible}
          #talk{height:80vh}
        }
        #talk{display:flex;flex-direction:column}
        #conversation{flex:1;overflow:auto;display:flex;flex-direction:column;gap:6px;padding:4px}
        #conversation p{margin:0}
        .user-row{display:flex;justify-content:flex-end;align-items:center;gap:6px}
        .user{background:#0a84ff;color:#fff;padding:6px 12px;border-radius:16px 16px 4px 16px;max-width:80%;white-space:pre-wrap;word-break:break-word}
        .why{font-size:11px;padding:1px 6px;color:#0a84ff;border-color:#cfe3ff}
        .siri{align-self:flex-start;max-width:88%;white-space:pre-wrap;word-break:break-word}
        .siri.phone{background:#e9e9eb;padding:6px 12px;border-radius:16px 16px 16px 4px}
        .siri.homepod{padding:6px 12px 6px 34px;position:relative;font-style:italic;color:#3a3a3c}
        .siri.homepod::before{content:"";position:absolute;left:6px;top:7px;width:20px;height:20px;border-radius:50%;
          background:radial-gradient(circle at 35% 35%,#ff6ec7,#6a5cff 55%,#16c2ff)}
        .snippet{background:#fff;border-radius:10px;padding:6px 10px;margin:4px 0;border:1px solid #d1d1d6}
        .opens{color:#6e6e73;font-size:12px}
        .block{font:12px/1.4 ui-monospace,Menlo,monospace;white-space:pre-wrap;word-break:break-word;padding:6px 8px;border-radius:8px;background:#f6f6f6}
        #open-dialogue{margin:6px 0;padding:6px 10px;border-radius:8px;background:#fff8e1;color:#6d4c00;font-size:.9em}
        .block.error{background:#fdecea;color:#b71c1c}.block.note{background:#e8f5e9;color:#1b5e20}.block.command-input{background:none;color:#888;text-align:right}
        form{display:flex;gap:6px;margin-top:8px;align-items:center}
        input:not([type]){flex:1;font:inherit;padding:6px 10px;border:1px solid #c7c7cc;border-radius:8px}
        #save-result.error,.error{color:#b71c1c}#save-result.saved{color:#1a7f37}
        .map-controls{display:flex;gap:10px;align-items:center;margin-bottom:6px}
        #map img{max-width:100%;height:auto;display:block}
        .map-canvas{position:relative;display:inline-block;max-width:100%}
        #map-full-view .map-canvas{max-width:none}
        .map-node{position:absolute;margin:0;padding:0;border:0;border-radius:6px;background:transparent;cursor:pointer}
        .map-node:hover,.map-node:focus-visible{outline:2px solid #0a84ff}
        .map-node.chosen{outline:3px solid #ff9f0a}
        .catalog-line{font:12px ui-monospace,Menlo,monospace;color:#3a3a3c;margin:4px 0;white-space:pre-wrap;word-break:break-all}
        #map-full-line{padding:0 8px}
        #map-full{position:fixed;inset:16px;z-index:10;background:#fff;border:1px solid #d1d1d6;border-radius:12px;
          box-shadow:0 8px 32px rgba(0,0,0,.25);display:flex;flex-direction:column}
        #map-full[hidden]{display:none}
        .map-full-bar{display:flex;gap:8px;align-items:center;padding:8px;border-bottom:1px solid #e5e5ea}
        .map-full-bar span{flex:1;color:#6e6e73}
        #map-full-view{flex:1;overflow:auto;cursor:grab;padding:8px}
        #map-full-view img{max-width:none;height:auto;display:block}
        #map-note{color:#6e6e73;margin:4px 0}
        #problems,#transcript-results,.apps{padding-left:0;list-style:none;margin:6px 0}
        #problems li,#transcript-results li{font:12px/1.4 ui-monospace,Menlo,monospace;padding:3px 0;word-break:break-all}
        #problems li.warning{color:#8a6d00}#problems li.error{color:#b71c1c}
        .badge{display:inline-block;min-width:38px;text-align:center;border-radius:6px;color:#fff;font-size:11px;padding:0 4px}
        li.pass .badge{background:#2e7d32}li.fail .badge{background:#c62828}li.error .badge{background:#8e24aa}
        pre{white-space:pre-wrap;font:12px/1.4 ui-monospace,Menlo,monospace}
        .diff{background:#fafafa;padding:6px;border-radius:6px}
        """
}
