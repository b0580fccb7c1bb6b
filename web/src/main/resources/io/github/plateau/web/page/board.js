// The page of Plateau's web board. Every rule comes from the server: the page draws the SVG it is
// sent, and offers exactly the legal moves the server lists with the squares a person clicks.
"use strict";

const $ = (id) => document.getElementById(id);
let catalog = null; // the installed games and opponents
let state = null; // the current game as the server last described it
let flipped = false, pollTimer = null, dragFrom = null;
let selected = null; // the square (or piece in hand) chosen as a move's start
let again = false; // the press was on the piece already chosen
let pendingMove = null; // Napoleon: a piece move waiting for its cannon orders
let placing = null; // Napoleon: the side whose army is being placed on the board, if any
let placeFrom = null; // the first of two squares to swap
let sending = false; // a move on its way to the server: a second click must not send it again
let viewing = null; // the number of turns of the past position on the board, or null: the game
let routing = null; // the moves, ending on one square by other ways, that a click on the board picks

// A new element with these properties (data: its dataset), in a parent if given.
function el(tag, props, parent) {
  const { data, ...rest } = props || {};
  const e = Object.assign(document.createElement(tag), rest);
  Object.assign(e.dataset, data);
  return parent ? parent.appendChild(e) : e;
}

function button(text, onclick, props) {
  return el("button", { type: "button", textContent: text, onclick, ...props });
}

// A select's options anew: a value is its own label, a pair is [label, value].
function fill(select, values) {
  select.textContent = "";
  values.forEach((v) => select.add(Array.isArray(v) ? new Option(...v) : new Option(v, v)));
}

const last = (list) => list[list.length - 1];
const title = (side) => side[0] + side.slice(1).toLowerCase(); // BLACK is Black
const words = (reason) => reason.toLowerCase().replace(/_/g, " "); // NO_LEGAL_MOVE: no legal move

async function api(method, path, body) {
  const posting = method === "POST"; // the API takes JSON only, which no other site's form can send
  const init = posting ? { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}) } : { method };
  const response = await fetch(path, init);
  const json = (response.headers.get("Content-Type") || "").startsWith("application/json");
  const answer = json ? await response.json() : await response.text();
  if (!response.ok) {
    throw Object.assign(new Error(json ? answer.error : answer), { status: response.status, kind: answer.kind });
  }
  return answer;
}

const get = (rest) => api("GET", "/api/games/" + rest);
const post = (action, body) => api("POST", path(action), body);

function path(action) {
  return "/api/games/" + state.id + "/" + action + "?flipped=" + flipped;
}

function showError(message) {
  $("error").textContent = message || "";
  $("error").hidden = !message;
}

// A person's action: its error replaces the last one. One refused as stale (another tab or person
// moved) brings the game as it is now, and says why.
async function act(action) {
  try {
    showError(null);
    await action();
  } catch (e) {
    if (e.kind === "stale" && state) await poll(state.id);
    showError(e.message);
  }
}

function later(f, ms) {
  clearTimeout(pollTimer);
  pollTimer = setTimeout(f, ms);
}

// Between a bot's moves, a cheap look at the game's version: a move made elsewhere shows within 1 s.
async function watch(id) {
  try {
    if (state && state.id === id && (await get(id + "/version")).version !== state.version) {
      return await load(id); // shows the game, which watches on, unless another came on screen
    }
  } catch (e) {
    // the server is away for a moment, or dropped the game: the page keeps what it shows
  }
  if (state && state.id === id) later(() => watch(id), 1000);
}

// A poll while a bot acts: it leaves the person's last error on screen.
async function poll(id) {
  try {
    await load(id);
  } catch (e) {
    showError(e.message);
  }
}

// Shows the game as the server has it now, unless the page moved on while asking (another game,
// or the board flipped): an answer that late would put back what the person left.
async function load(id) {
  const asked = flipped;
  const s = await get(id + "?flipped=" + asked);
  if (!state || (state.id === id && flipped === asked)) show(s);
}

const gameOf = (id) => catalog.games.find((g) => g.id === id);

function fillSeats() {
  const game = gameOf($("game").value);
  const names = ["human"].concat(catalog.opponents.filter((o) => o.games.includes(game.id)).map((o) => o.name));
  $("seats").textContent = "";
  game.sides.forEach((side, i) => {
    const select = el("select", { id: "seat-" + side }, el("label", { textContent: side + " " }, $("seats")));
    fill(select, names);
    if (i > 0 && names.length > 1) select.value = names[1];
  });
  fill($("first"), game.sides);
  $("first-label").hidden = !game.setup;
  fill($("export-format"), game.formats);
  fill($("import-format"), [["any format", ""]].concat(game.formats));
}

function newGameRequest() {
  const game = gameOf($("game").value);
  const seats = {};
  game.sides.forEach((side) => (seats[side] = $("seat-" + side).value));
  const request = { game: game.id, options: $("options").value, seats, clock: clockRequest() };
  if (game.setup) request.first = $("first").value;
  const seed = $("seed").value.trim();
  if (seed) request.seed = seed; // a seed asked for replays a game; none gives each game its own
  return request;
}

async function newGame(extra) {
  show(await api("POST", "/api/games", Object.assign(newGameRequest(), extra)));
  // the texts were of the last game; a failed import keeps its text to be corrected
  $("export-text").value = $("import-text").value = "";
}

// What a person sees change: a move by anyone, an undo, a new game, a setup, the end.
function moment(s) {
  return s
    ? [s.id, s.phase, s.setup ? s.setup.awaited.join() : "", s.outcome ? s.outcome.reason : "", s.history.join(" ")].join("|")
    : "";
}

// Puts a picture on the board, unless it is there already (a poll while a bot thinks): the same
// one is kept, so that the focus stays on its square and no screen reader is told it again.
function draw(svg) {
  const now = $("board").firstElementChild;
  if (!now || now.source !== svg) {
    $("board").innerHTML = svg; // drawn by the server; every text in it is escaped
    $("board").firstElementChild.source = svg;
  }
}

function show(s) {
  if (state && s.id === state.id && s.version < state.version) {
    return; // an answer older than the one on screen, which came back first
  }
  moveSound(s); // before the board is redrawn: it tells whether the move took a piece
  if (moment(s) !== moment(state)) showError(null); // an error about the last state is stale in this one
  const past = keptView(s);
  state = s;
  selected = pendingMove = routing = null;
  const hash = "#game=" + s.id + (flipped ? "&flipped=1" : "");
  if (location.hash !== hash) history.replaceState(null, "", hash);
  $("choices").hidden = $("orders").hidden = true;
  // an ended game is neither taken back nor resigned: a new game starts another
  $("undo").disabled = $("resign").disabled = Boolean(s.outcome);
  status();
  showResult(s);
  showLegend(s);
  $("seed-shown").textContent = "Seed " + s.seed;
  setupForms();
  if (past === null && s.svg) { // looking back, the board keeps the past; the list shows new moves
    draw(s.svg);
  } else if (past === null && !placing) {
    $("board").textContent = "The armies are revealed once both camps have placed theirs.";
  }
  showMoves(s);
  viewing = past; // the game has moved on: the board shows it, unless a person looks back
  $("viewing").hidden = past === null;
  // looking back: its count of moves, the board as flipped
  past === null ? pastBanner(null) : view(past).catch((e) => showError(e.message));
  if ($("export-format").options.length !== s.formats.length || $("game").value !== s.game.split(":")[0]) {
    fill($("export-format"), s.formats);
  }
  markStarts();
  showClocks(s);
  showLastRoute();
  later(s.thinking ? () => poll(s.id) : () => watch(s.id), s.thinking ? 250 : 1000);
  hear();
}

// How a game ended, in words: "Black wins by checkmate", "Draw by repetition".
function resultText(outcome) {
  const reason = words(outcome.reason);
  const how = {
    "time forfeit": "on time",
    "no pieces": "by taking every piece",
    "no legal move": "by leaving no legal move",
    "victory condition": "by the victory condition",
  }[reason] || "by " + reason;
  return (outcome.winner ? title(outcome.winner) + " wins " : "Draw ") + how;
}

// The result over the board's side of the page, shown while the game's end is on screen.
function showResult(s) {
  $("result").hidden = !s.outcome;
  if (s.outcome) {
    $("result-text").textContent = resultText(s.outcome);
    $("result-detail").textContent = s.detail || "";
  }
}

// The key to the pieces' labels (Napoleon's letters), for the games whose pieces need one.
function showLegend(s) {
  const list = $("legend");
  const entries = Object.entries(s.legend || {});
  list.hidden = entries.length === 0;
  if (list.dataset.game !== s.game + ":" + s.options) { // else the same key as before
    list.dataset.game = s.game + ":" + s.options;
    list.textContent = "";
    entries.forEach(([label, meaning]) => list.append(el("dt", { textContent: label }), el("dd", { textContent: meaning })));
  }
}

function status() {
  const s = state;
  let text;
  if (s.phase === "setup") {
    text = s.name + ": setups awaited from " + s.setup.awaited.join(", ");
  } else if (s.outcome) {
    const who = s.outcome.winner ? s.outcome.winner + " wins" : "Draw";
    text = "Game over: " + who + " (" + words(s.outcome.reason) + ")" + (s.detail ? ": " + s.detail : "");
  } else {
    const player = s.seats[s.sideToMove];
    text = s.name + ": " + s.sideToMove + " to move" + (s.inCheck ? ", in check" : "")
      + (player !== "human" ? " (" + player + (s.thinking ? " is thinking" : "") + ")" : "");
  }
  $("status").textContent = text;
}

// The setup of one person at a time (two at one screen take turns), kept while a bot chooses: two
// squares clicked swap, cannons turn in the list; the text (the rules' notation) can be typed.
function setupForms() {
  const box = $("setup");
  const s = state;
  const side = s.phase === "setup" ? s.setup.awaited.find((a) => s.seats[a] === "human") : undefined;
  if (!side) {
    box.textContent = "";
    box.hidden = true;
    delete box.dataset.game;
    placing = null;
    return;
  }
  box.hidden = false;
  if (box.dataset.game === s.id && box.dataset.side === side) {
    return; // the same form: what the person placed stays
  }
  Object.assign(box.dataset, { game: s.id, side });
  box.textContent = "";
  placing = side;
  placeFrom = null;
  const others = s.sides.filter((other) => other !== side && s.seats[other] === "human");
  const p = el("p", { textContent: side + ", place your army: click two squares of your rows to swap them"
    + (others.length ? " (" + others.join(", ") + ", look away)" : "") + "." }, box);
  const key = "plateau-setup:" + s.id + ":" + side;
  el("br", {}, p);
  const text = el("input", { id: "setup-" + side, size: 40, value: kept("session", key) || s.setup.defaults[side] });
  put(text, { "aria-label": side + "'s setup" }, p).onchange = () => act(() => place({}));
  p.append(button("Random", () => act(async () => {
    text.value = (await get(s.id + "/setup/random?side=" + side)).setup;
    await place({});
  }), { id: "random-setup-" + side }), button("Submit " + side, () => act(async () => {
    const answer = await post("setup", { side, setup: text.value });
    keep("session", key, null);
    show(answer);
  }), { id: "submit-setup-" + side }));
  el("div", { id: "setup-cannons" }, box);
  el("p", { id: "setup-problem" }, box);
  act(() => place({}));
}

// Choices kept: a setup being placed in this tab's session storage (a reload keeps it; no other tab
// reads it), preferences in local storage; where refused (a private window), in memory. By name:
// there, even reading window.localStorage throws.
const memory = new Map();

function kept(area, key) {
  try {
    return window[area + "Storage"].getItem(key) || memory.get(key);
  } catch (e) {
    return memory.get(key);
  }
}

function keep(area, key, value) {
  value === null ? memory.delete(key) : memory.set(key, value);
  try {
    const store = window[area + "Storage"];
    value === null ? store.removeItem(key) : store.setItem(key, value);
  } catch (e) {
    // storage refused: kept in memory only
  }
}

// Draws the army being placed, after an edit (a swap, a cannon turned) made by the server. Edits
// go one after the other, each on the text the last one left.
let placed = Promise.resolve();
function place(edit) {
  const next = placed.then(() => placeNow(edit));
  placed = next.catch(() => {});
  return next;
}

async function placeNow(edit) {
  const side = placing;
  const text = $("setup-" + side);
  const answer = await post("setup/edit", Object.assign({ side, setup: text.value }, edit));
  text.value = answer.setup;
  keep("session", "plateau-setup:" + state.id + ":" + side, answer.setup);
  draw(answer.svg);
  tint(null); // a picture kept as it was (a swap of like pieces) keeps no tint
  $("setup-problem").textContent = answer.problem ? "Not yet: " + answer.problem : "";
  const box = $("setup-cannons");
  box.textContent = "";
  answer.cannons.forEach((c) => {
    const label = cannonChoice(c.square, c.direction, ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]);
    const select = label.lastChild;
    select.onchange = () => act(() => place({ turn: c.square, direction: select.value }));
    box.appendChild(label);
  });
  placeFrom = null;
}

function onPlace(square) {
  if (placeFrom === null) {
    placeFrom = square;
    tint(square);
  } else if (placeFrom === square) {
    placeFrom = null;
    tint(null);
  } else {
    const from = placeFrom;
    act(() => place({ swap: [from, square] }));
  }
}

// The board's click targets, and one by its square.
const squares = () => Array.from(document.querySelectorAll("#board rect.square"));
const cellOf = (square) => squares().find((r) => r.dataset.square === square);

// A target's [x, y, width, height] in the picture's units.
const box = (r) => ["x", "y", "width", "height"].map((a) => +r.getAttribute(a));

// The chosen square tinted (none: null).
function tint(square) {
  squares().forEach((r) => r.classList.toggle("selected", r.dataset.square === square));
}

// A new SVG element (or any element given) with these attributes, put in a parent if given.
function put(tag, attributes, parent, before) {
  const node = typeof tag === "string" ? document.createElementNS("http://www.w3.org/2000/svg", tag) : tag;
  for (const k in attributes) {
    node.setAttribute(k, attributes[k]);
  }
  return parent ? parent.insertBefore(node, before || null) : node;
}

const movesFrom = (square) => state.moves.filter((m) => m.squares[0] === square);

function markStarts() {
  const starts = new Set(state.moves.map((m) => m.squares[0]));
  squares().forEach((r) => {
    r.classList.remove("selected", "target");
    r.classList.toggle("from", starts.has(r.dataset.square) && !pendingMove);
  });
  markTargets(new Set());
}

// The chosen piece's destinations: a dot on an empty square, a ring round a piece to be taken,
// under the click targets, which stay on top.
function markTargets(targets) {
  document.querySelectorAll("#board .dest").forEach((d) => d.remove());
  squares().forEach((r, i, all) => {
    r.classList.toggle("target", targets.has(r.dataset.square));
    if (targets.has(r.dataset.square)) {
      const [x, y, w, h] = box(r);
      const capture = r.classList.contains("occupied");
      const dot = { class: capture ? "dest capture" : "dest", cx: x + w / 2, cy: y + h / 2, r: w * (capture ? 0.46 : 0.15) };
      put("circle", { ...dot, "stroke-width": w * 0.08 }, r.parentNode, all[0]);
    }
  });
}

const targetsOf = (from) => new Set(movesFrom(from).map((m) => last(m.squares)));

function select(square) {
  selected = square;
  tint(square);
  markTargets(targetsOf(square));
  drawRoutes(movesFrom(square));
}

// A click (or the end of a drag) on a square: choose a start, or finish a move.
function onSquare(square) {
  if (placing) {
    onPlace(square);
    return;
  }
  if (!state || state.moves.length === 0 || sending || viewing !== null) return;
  if (pendingMove) letGo(true); // the person chooses another move instead
  if (routing && pickRoute(square)) return;
  // a capture may end where it began (draughts): the second click on the piece makes it
  if (selected && targetsOf(selected).has(square)) {
    const candidates = movesFrom(selected).filter((m) => last(m.squares) === square);
    if (candidates.length === 1) {
      choose(candidates[0].move);
    } else if (!chooseRoute(candidates)) {
      offer(candidates);
    }
  } else if (selected !== square && movesFrom(square).length) {
    select(square);
  } else {
    letGo(true);
  }
}

// Several legal moves share the squares (a promotion or not, a capture's route): ask which.
function offer(candidates) {
  const box = $("choices");
  box.textContent = "Which move? ";
  candidates.forEach((m) => box.appendChild(button(m.move, () => {
    box.hidden = true;
    choose(m.move);
  }, { className: "choice", data: { move: m.move } })));
  box.appendChild(button("Cancel", () => letGo(true)));
  box.hidden = false;
}

function choose(move) {
  selected = null; // a second click on the same square starts nothing
  act(() => (state.orders ? ordersFor(move) : send(move)));
}

// Sends a move (or a whole turn) once: while it is on its way, further clicks are ignored.
async function send(move) {
  if (sending) return false;
  if (viewing !== null) {
    throw new Error("You are looking back at an earlier position: press \u00BB (last) to return to the game, then move.");
  }
  sending = true;
  try {
    show(await post("move", { move, version: state.version }));
    return true;
  } finally {
    sending = false;
  }
}

// Napoleon Strategy: after the piece move, the mover may turn any of its cannons.
async function ordersFor(move) {
  const answer = await get(state.id + "/orders?move=" + encodeURIComponent(move));
  if (answer.cannons.length === 0) {
    await send(move);
    return;
  }
  pendingMove = move;
  markStarts();
  const chosen = state.moves.find((m) => m.move === move);
  tint(chosen.squares[0]);
  markTargets(new Set([last(chosen.squares)]));
  const box = $("cannons");
  box.textContent = "";
  answer.cannons.forEach((c) => box.appendChild(cannonChoice(c.square, c.direction, c.directions)));
  $("orders").hidden = false;
}

// A cannon's square and a list of the directions it may face, the current one chosen.
function cannonChoice(square, current, directions) {
  const label = el("label", { className: "cannon", textContent: square + " " });
  const select = el("select", { data: { square, current } }, label);
  fill(select, directions);
  select.value = current;
  return label;
}

function endTurn() {
  let text = pendingMove;
  document.querySelectorAll("#cannons select").forEach((s) => {
    if (s.value !== s.dataset.current) text += "," + s.dataset.square + "=" + s.value;
  });
  act(() => send(text));
}

// The move typed in the box, in the game's notation.
function playTyped() {
  act(async () => {
    const box = $("move-text");
    const move = box.value.trim();
    if (!move) { // nothing typed, or a second click after the move was played
      box.focus();
    } else if (await send(move)) {
      box.value = "";
    }
  });
}

// Shows the position after the game's first turns (a look back, read-only); all of them: the game.
async function view(turns) {
  const s = state;
  if (!s || s.phase === "setup" || placing || sending) return;
  const all = s.history.length;
  turns = Math.max(0, Math.min(all, turns));
  const items = $("history").children;
  Array.from(items).forEach((li, i) => li.classList.toggle("viewed", i === turns - 1 && turns < all));
  if (turns === all) {
    viewing = null;
    $("viewing").hidden = true;
    pastBanner(null);
    draw(s.svg);
    markStarts();
    showLastRoute();
    return;
  }
  viewing = turns;
  const answer = await get(s.id + "/view?turn=" + turns + "&flipped=" + flipped);
  if (state !== s || viewing !== turns) return; // the game moved on, or another look was asked for, meanwhile
  $("viewing").textContent = "Looking back: after " + turns + " of " + all + " moves (\u2192 or the last move returns)";
  $("viewing").hidden = false;
  draw(answer.svg); // the same past kept as it was when a bot's reply comes
  nameBoard();
  pastBanner(turns);
  if (items[turns - 1]) items[turns - 1].scrollIntoView({ block: "nearest" });
}

// A step through the moves from the one shown (0: the start).
function step(to) {
  if (state) act(() => view(to(viewing === null ? state.history.length : viewing)));
}

// Left and right arrows step through the moves, Home and End go to the start and back to the game,
// unless the person is typing or answering the page's question (the board's keys: onBoardKey).
function onKey(e) {
  const to = { ArrowLeft: (n) => n - 1, ArrowRight: (n) => n + 1, Home: () => 0, End: () => state.history.length }[e.key];
  if (to && !(e.target.closest && e.target.closest("input, textarea, select, #choices, #orders"))) {
    e.preventDefault();
    step(to);
  }
}

// The move list: numbered rows of one turn per side, in the notation chosen for the game (kept);
// each item keeps the game's standard text in data-move.
const notationKey = (s) => "plateau-notation:" + s.game.split(":")[0];

function notationOf(s) {
  const all = s.notations || [];
  return all.find((n) => n.name === kept("local", notationKey(s))) || all[0];
}

function showMoves(s) {
  const list = $("history");
  const chosen = notationOf(s);
  const per = s.sides.length;
  const shift = Math.max(0, s.sides.indexOf(s.firstSide)); // a game its second side begins
  list.style.setProperty("--per-row", per);
  list.textContent = "";
  s.history.forEach((m, i) => {
    const li = el("li", { textContent: chosen && chosen.turns[i] !== undefined ? chosen.turns[i] : m, data: { move: m } }, list);
    if ((i + shift) % per === 0 || i === 0) {
      li.className = "row";
      li.dataset.n = Math.floor((i + shift) / per) + 1;
    }
    if (i === 0 && shift) li.style.gridColumnStart = shift + 1;
    li.onclick = () => act(() => view(i + 1));
  });
  list.scrollTop = list.scrollHeight;
  const select = $("notation");
  const names = (s.notations || []).map((n) => n.name).join();
  if (select.dataset.names !== names) {
    select.dataset.names = names;
    fill(select, (s.notations || []).map((n) => [n.label, n.name]));
  }
  select.hidden = select.options.length < 2;
  if (chosen) select.value = chosen.name;
}

// Says on the board that it shows an earlier position (null: the game now); which steps are open.
function pastBanner(turns) {
  const all = state ? state.history.length : 0;
  const past = $("past");
  $("board-area").classList.toggle("past", turns !== null);
  past.hidden = turns === null;
  if (turns !== null) {
    past.textContent = (turns ? "Looking back: after move " + turns : "Looking back: the start")
      + " of " + all + " \u2014 no move can be made here ";
    past.appendChild(button("Back to the game \u00BB", () => act(() => view(all))));
  }
  $("nav-first").disabled = $("nav-prev").disabled = (turns === null ? all : turns) === 0;
  $("nav-next").disabled = $("nav-last").disabled = turns === null;
}

// The past position a new state keeps on the board, while it is still in the game's history (a
// bot's reply does not take the board away from a person looking back).
function keptView(s) {
  if (viewing === null || !state || s.id !== state.id || s.phase === "setup" || viewing >= s.history.length) {
    return null;
  }
  return state.history.slice(0, viewing).join(" ") === s.history.slice(0, viewing).join(" ") ? viewing : null;
}

function wireMoves() {
  $("nav-first").onclick = () => step(() => 0);
  $("nav-prev").onclick = () => step((now) => now - 1);
  $("nav-next").onclick = () => step((now) => now + 1);
  $("nav-last").onclick = () => step(() => state.history.length);
  $("notation").onchange = (e) => {
    keep("local", notationKey(state), e.target.value);
    showMoves(state);
    if (viewing !== null) act(() => view(viewing));
  };
}

function squareAt(x, y) {
  const element = document.elementFromPoint(x, y);
  return element && element.closest ? element.closest("rect.square") : null;
}

// The piece dragged, under the pointer: the picture cut to its square, without targets and marks.
let ghost = null;
let dragStart = null; // where the press was, to tell a drag from a shaky click

function moveGhost(e) {
  if (!dragFrom || !dragStart || e.buttons === 0) return;
  const rect = cellOf(dragFrom);
  if (!ghost) {
    if (Math.hypot(e.clientX - dragStart.x, e.clientY - dragStart.y) < 4 || !rect) return;
    const size = rect.getBoundingClientRect().width;
    const cut = { viewBox: box(rect).join(" "), width: size, height: size };
    const copy = put(rect.ownerSVGElement.cloneNode(true), cut, el("div", { id: "ghost" }, document.body));
    copy.querySelectorAll("rect.square, .dest, .route").forEach((n) => n.remove());
    ghost = copy.parentNode;
  }
  const half = ghost.firstChild.getAttribute("width") / 2;
  ghost.style.left = e.clientX - half + "px";
  ghost.style.top = e.clientY - half + "px";
}

function dropGhost() {
  if (ghost) {
    ghost.remove();
    ghost = null;
  }
  dragStart = null;
}

function wireBoard() {
  document.addEventListener("pointermove", moveGhost);
  $("board").addEventListener("pointerdown", (e) => {
    const rect = squareAt(e.clientX, e.clientY);
    if (!rect) return;
    e.preventDefault();
    const square = rect.dataset.square;
    dragFrom = placing || (state && movesFrom(square).length) ? square : null;
    dragStart = { x: e.clientX, y: e.clientY };
    again = !placing && selected === square;
    if (!again) onSquare(square); // a press on the chosen piece may start a drag: a release there lets it go
  });
  // on the whole page: a drag let go off the board ends there too
  document.addEventListener("pointerup", (e) => {
    dropGhost();
    const rect = squareAt(e.clientX, e.clientY);
    const from = dragFrom;
    dragFrom = null;
    if (rect && from && rect.dataset.square !== from && (selected === from || placeFrom === from)) {
      onSquare(rect.dataset.square); // the end of a drag
    } else if (rect && again && rect.dataset.square === from) {
      onSquare(from); // a second click on the chosen piece
    }
    again = false;
  });
}

// After a reload, the header shows the settings of the game on screen.
function restoreSettings() {
  $("game").value = state.game;
  fillSeats();
  $("options").value = state.options;
  state.sides.forEach((side) => ($("seat-" + side).value = state.seats[side]));
  restoreClock(state.clock);
}

// The form's time control: none, a preset "minutes+increment", or the custom fields (a typo goes as
// it is: the server says what is wrong).
const clockFields = ["minutes", "increment", "byoyomi"];

function clockRequest() {
  const chosen = $("clock").value;
  if (chosen !== "custom") {
    const [minutes, increment] = chosen.split("+").map(Number);
    return chosen ? { minutes, increment } : null;
  }
  const clock = {};
  clockFields.forEach((field) => {
    const text = $("clock-" + field).value.trim();
    if (text) clock[field] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  });
  return clock;
}

function restoreClock(c) {
  const preset = c && !c.byoyomi ? c.minutes + "+" + c.increment : "";
  const known = Array.from($("clock").options).some((o) => o.value === preset);
  $("clock").value = !c ? "" : known ? preset : "custom";
  if (c) clockFields.forEach((field) => ($("clock-" + field).value = c[field]));
  customClock();
}

const customClock = () => ($("clock-custom").hidden = $("clock").value !== "custom");

// The clocks over and under the board, by the side shown there. The server keeps them; between its
// answers the page counts the running one down.
let clockSeen = null; // the server's clock and when the page got it
let clockTimer = null;
const clocks = () => [$("clock-top"), $("clock-bottom")];

function showClocks(s) {
  const c = s.clock;
  clockSeen = c ? { c, at: performance.now() } : null;
  const sides = flipped ? s.sides : s.sides.slice().reverse(); // the first side plays from below
  clocks().forEach((e, i) => {
    const seat = s.seats[sides[i]];
    e.hidden = !c;
    e.dataset.side = sides[i];
    e.firstChild.textContent = title(sides[i]) + (seat === "human" ? "" : " \u00b7 " + seat);
  });
  clearInterval(clockTimer);
  clockTimer = c && c.running ? setInterval(tickClocks, 100) : null;
  tickClocks();
}

function tickClocks() {
  if (!clockSeen) return;
  const { c, at } = clockSeen;
  clocks().forEach((e) => {
    const running = c.running === e.dataset.side;
    const left = Math.max(0, c.left[e.dataset.side] - (running ? performance.now() - at : 0));
    const main = left - c.byoyomi * 1000; // what is left past the main time is the byoyomi
    e.classList.toggle("running", running);
    e.classList.toggle("byoyomi", main <= 0 && c.byoyomi > 0);
    e.classList.toggle("low", left < 10000);
    e.lastChild.textContent = clockText(main > 0 ? main : left);
  });
}

// m:ss, and tenths under 10 s.
function clockText(ms) {
  const s = Math.floor(ms / 1000);
  return ms < 10000
    ? "0:0" + (Math.floor(ms / 100) / 10).toFixed(1)
    : Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}

async function start() {
  catalog = await api("GET", "/api/catalog");
  fill($("game"), catalog.games.map((g) => [g.name, g.id]));
  $("game").onchange = fillSeats;
  fillSeats();
  $("clock").onchange = customClock;
  wireBoard();
  wirePrefs();
  document.addEventListener("keydown", onKey);
  wireMoves();
  $("new").onclick = () => act(() => newGame());
  $("undo").onclick = () => act(async () => show(await post("undo", { version: state.version })));
  $("flip").onclick = () => act(async () => {
    flipped = !flipped;
    await load(state.id);
  });
  $("resign").onclick = () => act(async () => {
    const side = state.seats[state.sideToMove] === "human"
      ? state.sideToMove
      : state.sides.find((s) => state.seats[s] === "human");
    if (confirm("Resign the game for " + side + "?")) { // one click must not lose a game
      show(await post("resign", { side }));
    }
  });
  $("end-turn").onclick = endTurn;
  $("new-game").onsubmit = (e) => e.preventDefault();
  // a form, so that Enter in the box plays the move as the button does
  $("move-form").onsubmit = (e) => {
    e.preventDefault();
    playTyped();
  };
  $("cancel-turn").onclick = () => letGo(true);
  $("export").onclick = () => act(async () => {
    $("export-text").value = await get(state.id + "/export?format=" + encodeURIComponent($("export-format").value));
  });
  $("import").onclick = () => act(async () => {
    const text = $("import-text").value;
    const format = $("import-format").value;
    if (!text.trim()) throw new Error("Nothing to import: paste a position or a record first.");
    await newGame(format === "position" ? { position: text } : { record: text, format: format || undefined });
  });
  const match = /^#game=([0-9a-f]+)(&flipped=1)?$/.exec(location.hash);
  try {
    if (match) {
      flipped = Boolean(match[2]);
      await load(match[1]);
      return restoreSettings();
    }
  } catch (e) {
    await newGame();
    return showError(e.message + "; a new game begins"); // after the new game, which clears errors
  }
  await newGame();
}

// Keyboard play and screen readers. The board is an ARIA grid (screen readers say each cell's name
// and place; "application" would hide its shape): its cells are the click targets, named by the
// server ("7g, sente pawn"), in rows as drawn, linked by aria-owns so dots still go beneath them.
let cursor = null; // the square the board is entered at: the last one the focus was on
let lastCell = null; // the cell the focus was on, which a redrawn board gives back
let heard = null; // the game as last announced: {id, history, over}

function centre(r) {
  const [x, y, w, h] = box(r);
  return { x: x + w / 2, y: y + h / 2 };
}

// The board's name: a picture without targets (a look back) is one image named on its box, so the
// picture stays as the server drew it.
function nameBoard() {
  const svg = $("board").querySelector("svg");
  const grid = squares().length > 0;
  const name = (state ? state.name + " " : "") + "board" + (flipped ? ", flipped" : "")
    + ($("viewing").hidden ? "" : ", " + $("viewing").textContent);
  for (const [e, role] of [[$("board"), svg && !grid && "img"], [svg, grid && "grid"]]) {
    if (e && role) put(e, { role, "aria-label": name });
    else if (e) ["role", "aria-label"].forEach((a) => e.removeAttribute(a));
  }
}

function gridBoard() {
  nameBoard();
  const svg = $("board").querySelector("svg");
  const cells = squares();
  if (!cells.length) return;
  Array.from(svg.children).forEach((c) => c.matches("rect.square") || c.setAttribute("aria-hidden", "true"));
  const rows = new Map();
  cells.forEach((r, i) => {
    put(r, { id: "cell-" + i, role: "gridcell" });
    const y = Math.round(centre(r).y);
    rows.set(y, (rows.get(y) || []).concat(r));
  });
  Array.from(rows.keys()).sort((a, b) => a - b).forEach((y) => {
    const ids = rows.get(y).sort((a, b) => centre(a).x - centre(b).x).map((r) => r.id).join(" ");
    put("g", { role: "row", "aria-owns": ids }, svg, cells[0]);
  });
  const at = [cursor, last((state && state.lastMove) || [null]), state && state.moves.length && state.moves[0].squares[0]]
    .map(cellOf).find((r) => r) || cells[0];
  rove(at);
  marks();
  const active = document.activeElement;
  const lost = !active || active === document.body || active.closest("[hidden]");
  // where the person was, on the board drawn anew; or back from a look back taken from the board
  if (lost && ((lastCell && !lastCell.isConnected) || (active && active.closest("#past")))) at.focus();
}

function rove(cell) { // the one cell in the tab order
  squares().forEach((r) => r.setAttribute("tabindex", r === cell ? "0" : "-1"));
}

// The marks, told to screen readers: the piece chosen, its destinations.
function marks() {
  squares().forEach((r) => {
    r.classList.contains("selected") ? r.setAttribute("aria-selected", "true") : r.removeAttribute("aria-selected");
    r.classList.contains("target") ? r.setAttribute("aria-description", "a destination") : r.removeAttribute("aria-description");
  });
}

// The next cell in a direction as drawn: the nearest within some 60 degrees of it, straight ahead
// before aside (so a hand's pieces are reached past the board's edge).
function neighbour(cell, dx, dy) {
  const a = centre(cell);
  let best = null;
  let score = Infinity;
  squares().forEach((r) => {
    const b = centre(r);
    const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
    const aside = Math.abs((b.x - a.x) * dy + (b.y - a.y) * dx);
    if (along > 1 && aside <= 2 * along && along + 0.9 * aside < score) {
      best = r;
      score = along + 0.9 * aside;
    }
  });
  return best;
}

// Lets go of the piece chosen (or the square to swap, the question or orders asked); Escape gives
// the focus back to the board, a click (stay) keeps it.
function letGo(stay) {
  placeFrom = selected = pendingMove = null;
  $("orders").hidden = $("choices").hidden = true;
  if (state && !placing) markStarts();
  tint(null);
  const cell = !stay && cellOf(cursor);
  if (cell) cell.focus();
}

// The board's keys: arrows move on it (not through the moves), Enter or Space is a click.
function onBoardKey(e) {
  if (e.key === "Escape") {
    letGo();
    return;
  }
  const cell = e.target.closest && e.target.closest("#board rect.square");
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
  if (!cell || (!step && e.key !== "Enter" && e.key !== " ")) return;
  e.preventDefault();
  e.stopPropagation();
  const square = cell.dataset.square;
  const next = step && neighbour(cell, ...step);
  if (next) {
    next.focus();
  } else if (!step) {
    onSquare(square);
    const choice = $("choices").querySelector("button");
    if (!$("choices").hidden && choice) {
      choice.focus(); // which move: the question is the next thing to answer
    } else if (selected === square) {
      say("Picked " + cell.getAttribute("aria-label") + "; to " + Array.from(targetsOf(square)).join(", "));
    }
  }
}

// Says something once: a live region speaks when its text changes.
function say(text) {
  const region = $("announce");
  region.textContent = region.textContent === text ? text + "\u00a0" : text;
}

// Who played a turn: "Sente", "Gote, the random bot,".
function mover(s, i) {
  const side = s.movers[i];
  return title(side) + (s.seats[side] !== "human" ? ", the " + s.seats[side] + " bot," : "");
}

// What changed since the last look, told: each move, by whom, a check, the end; and the last move,
// named under the status.
function hear() {
  const s = state;
  if (!s || !s.movers) return;
  const was = heard;
  const n = s.history.length;
  heard = { id: s.id, history: s.history, over: Boolean(s.outcome) };
  const side = s.movers[n - 1];
  const bot = side && s.seats[side] !== "human" ? " (" + s.seats[side] + ")" : "";
  $("last-move").textContent = n ? "Last move: " + s.history[n - 1] + " by " + side + bot : "";
  if (!was || (was.id === s.id && was.history.join(" ") === s.history.join(" ") && was.over === heard.over)) {
    return;
  }
  const told = [];
  let same = 0;
  if (was.id !== s.id) {
    told.push("New game of " + s.name + ".");
    same = n; // its record, if imported, is not read out
  } else {
    while (same < Math.min(n, was.history.length) && was.history[same] === s.history[same]) {
      same++;
    }
    if (same < was.history.length) told.push("Taken back to move " + same + ".");
  }
  for (let i = same; i < n; i++) {
    told.push(mover(s, i) + " played " + s.history[i] + (i === n - 1 && s.inCheck ? ", check." : "."));
  }
  if (s.outcome) told.push(resultText(s.outcome) + ".");
  say(told.join(" "));
}

function wireAccess() {
  put(el("div", { id: "announce", className: "sr-only" }), { "aria-live": "polite", "aria-atomic": "true" }, document.body);
  $("status").after(el("div", { id: "last-move" }));
  $("status").setAttribute("aria-live", "off"); // the region says what changed, once
  $("board-area").addEventListener("keydown", onBoardKey);
  $("board").addEventListener("focusin", (e) => {
    if (e.target.matches("rect.square")) {
      lastCell = e.target;
      cursor = e.target.dataset.square;
      rove(e.target);
    }
  });
  $("board").addEventListener("focusout", (e) => {
    const to = e.relatedTarget; // none when the board is redrawn under the focus
    if (to && !$("board").contains(to) && !to.closest("#choices, #orders, #past")) lastCell = null;
  });
  // Napoleon's orders after a piece move chosen by keyboard: they are the next stops after the board
  new MutationObserver(() => {
    if (!$("orders").hidden && lastCell) {
      say("Cannon orders for this turn follow: Tab to them, then End turn.");
    }
  }).observe($("orders"), { attributes: true, attributeFilter: ["hidden"] });
  new MutationObserver((changes) => {
    changes.some((c) => c.type === "childList" && c.target.id === "board") ? gridBoard() : marks();
  }).observe($("board"), { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
}

// Routes: the way a move goes (a draughts capture's landings) and the pieces it takes off other
// squares, as the server gives them (route, taken); the page draws them, computes none.

// A route worth a line: one that lands on the way, or takes pieces off other squares.
const routed = (m) => m.route && (m.route.length > 2 || m.taken.length > 0);

// Draws a route under the click targets, unheard: taken pieces faded, a line a leg, a dot a landing.
// A taken piece is cut from the picture before the move, or else veiled by its square's own fill.
function drawRoute(route, taken, kind, colour, before) {
  const first = squares()[0];
  if (!first || !route.concat(taken).every(cellOf)) return; // a look back's picture has no targets to draw on
  const svg = first.parentNode;
  const g = put("g", { class: "route " + kind, "aria-hidden": "true" }, svg, first);
  taken.forEach((q) => {
    const [x, y, width, height] = box(cellOf(q));
    const fills = svg.querySelectorAll(`:scope > rect[x="${x}"][y="${y}"]:not(.square)`);
    const look = before ? { viewBox: [x, y, width, height] } : { fill: fills.length ? last(fills).getAttribute("fill") : "#fff" };
    put(before ? before.cloneNode(true) : "rect", { ...look, x, y, width, height, class: "taken", "data-square": q }, g);
  });
  const w = box(cellOf(route[0]))[2];
  for (let i = 1; i < route.length; i++) {
    const [a, b] = [route[i - 1], route[i]].map((q) => centre(cellOf(q)));
    put("line", { class: "leg", x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colour, "stroke-width": w * 0.12 }, g);
    if (i < route.length - 1) {
      put("circle", { class: "stop", cx: b.x, cy: b.y, r: w * 0.12, fill: colour }, g);
    }
  }
}

// The last move's route, in gold, kept until the next move: drawn once on a picture kept.
function showLastRoute() {
  const s = state;
  document.querySelectorAll("#board .route.last").forEach((g) => g.remove());
  if (s && s.lastRoute && routed({ route: s.lastRoute, taken: s.lastTaken })) {
    const before = s.before && new DOMParser().parseFromString(s.before, "image/svg+xml").documentElement;
    drawRoute(s.lastRoute, s.lastTaken, "last", "#c77800", before);
  }
}

// While choosing: the chosen piece's routes, each in its colour (class dest: markTargets clears).
function drawRoutes(moves) {
  moves.filter(routed).forEach((m, i) =>
    drawRoute(m.route, m.taken, "dest choosing", ["#2e7d32", "#1565c0", "#8e24aa", "#00838f"][i % 4]));
}

// The squares on some but not all of the moves' routes (landings, taken pieces): distinct moves
// take distinct pieces, so there is always one.
function forks(moves) {
  const seen = new Map();
  moves.forEach((m) => new Set(m.route.concat(m.taken)).forEach((q) => seen.set(q, (seen.get(q) || 0) + 1)));
  return new Set(Array.from(seen).filter(([, n]) => n < moves.length).map(([q]) => q));
}

// Moves ending on one square by other ways: each drawn, the squares that tell them apart offered.
// False if they go the same way (a promotion or not: asked in words).
function chooseRoute(moves) {
  if (!moves.every((m) => m.route) || forks(moves).size === 0) return false;
  routing = moves;
  markTargets(forks(moves));
  drawRoutes(moves);
  $("choices").textContent = moves.length + " ways to go: click a square on the one to play.";
  $("choices").hidden = false;
  return true;
}

// A click while routes are offered: a square of some narrows the choice (and plays the last one
// left); any other gives the choice up, and counts as a click of its own.
function pickRoute(q) {
  const moves = routing;
  routing = null;
  $("choices").hidden = true;
  if (!forks(moves).has(q)) return false;
  const left = moves.filter((m) => m.route.includes(q) || m.taken.includes(q));
  if (left.length === 1) {
    choose(left[0].move);
  } else if (!chooseRoute(left)) {
    offer(left);
  }
  return true;
}

// Preferences kept in this browser: move sounds (off unless asked) and the board's colours.
function wirePrefs() {
  const sound = $("sound");
  const theme = $("theme");
  sound.checked = kept("local", "plateau-sound") === "on";
  theme.value = kept("local", "plateau-theme") || "";
  const body = document.body;
  const paint = () => (theme.value ? body.setAttribute("data-theme", theme.value) : body.removeAttribute("data-theme"));
  paint();
  sound.onchange = () => {
    keep("local", "plateau-sound", sound.checked ? "on" : "off");
    if (sound.checked) tone(false); // a sample; the click lets the browser start sounds
  };
  theme.onchange = () => {
    keep("local", "plateau-theme", theme.value);
    paint();
  };
  if (matchMedia("(max-width: 640px)").matches) $("more").open = false; // a phone folds the rarely used tools
}

// A short tone, no sound file: a high one for a move, a lower, longer one for a capture.
let audio = null;
function tone(capture) {
  try {
    audio = audio || new AudioContext();
    audio.resume().catch(() => {}); // refused before a person's first click: silent till then
    const t = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = capture ? "triangle" : "sine";
    osc.frequency.value = capture ? 220 : 660;
    gain.gain.setValueAtTime(0.2, t);
    gain.gain.exponentialRampToValueAtTime(0.001, t + (capture ? 0.25 : 0.12));
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + 0.3);
  } catch (e) {
    // no WebAudio: the moves stay silent
  }
}

// A move by anyone sounds, if sounds are on: a capture if it took pieces off its route, or ended on
// a piece, which the board still shows.
function moveSound(s) {
  if ($("sound").checked && state && s.id === state.id && s.history.length > state.history.length && s.lastMove) {
    const end = s.lastMove.length > 1 && cellOf(last(s.lastMove));
    tone(s.lastTaken.length > 0 || Boolean(end && end.classList.contains("occupied")));
  }
}

wireAccess();
act(start);
