// The page of Plateau's web board. Every rule comes from the server: the page draws the SVG it is
// sent, and offers exactly the legal moves the server lists with the squares a person clicks.
"use strict";

const $ = (id) => document.getElementById(id);
let catalog = null; // the installed games and opponents
let state = null; // the current game as the server last described it
let flipped = false;
let selected = null; // the square (or piece in hand) chosen as a move's start
let dragFrom = null;
let again = false; // the press was on the piece already chosen
let pendingMove = null; // Napoleon: a piece move waiting for its cannon orders
let pollTimer = null;
let placing = null; // Napoleon: the side whose army is being placed on the board, if any
let placeFrom = null; // the first of two squares to swap
let sending = false; // a move on its way to the server: a second click must not send it again
let viewing = null; // the number of turns of the past position on the board, or null: the game
let routing = null; // the moves, ending on one square by other ways, that a click on the board picks

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (method === "POST") { // the API takes JSON only, which no other site's form can send
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body === undefined ? {} : body);
  }
  const response = await fetch(path, init);
  const type = response.headers.get("Content-Type") || "";
  const answer = type.startsWith("application/json") ? await response.json() : await response.text();
  if (!response.ok) {
    const message = typeof answer === "object" ? answer.error : answer;
    const error = new Error(message);
    error.status = response.status;
    error.kind = typeof answer === "object" ? answer.kind : undefined;
    throw error;
  }
  return answer;
}

function showError(message) {
  const e = $("error");
  e.textContent = message || "";
  e.hidden = !message;
}

// A person's action: its error, if any, replaces the last one. One refused because this view was
// stale (another tab or person moved) brings the game as it is now, and says why.
async function act(action) {
  try {
    showError(null);
    await action();
  } catch (e) {
    if (e.kind === "stale" && state) {
      await poll(state.id);
    }
    showError(e.message);
  }
}

// Between a bot's moves, a cheap look at the game's version: a move made in another tab (or by
// another person) is shown within a second.
async function watch(id) {
  try {
    const answer = await api("GET", "/api/games/" + id + "/version");
    if (state && state.id === id && answer.version !== state.version) {
      await load(id); // shows the game, which watches on
      return;
    }
  } catch (e) {
    // the server is away for a moment, or dropped the game: the page keeps what it shows
  }
  if (state && state.id === id) {
    clearTimeout(pollTimer);
    pollTimer = setTimeout(() => watch(id), 1000);
  }
}

// A poll while a bot acts: it leaves the person's last error on screen.
async function poll(id) {
  try {
    await load(id);
  } catch (e) {
    showError(e.message);
  }
}

function gameOf(id) {
  return catalog.games.find((g) => g.id === id);
}

function fillSeats() {
  const game = gameOf($("game").value);
  const seats = $("seats");
  seats.textContent = "";
  game.sides.forEach((side, i) => {
    const label = document.createElement("label");
    label.textContent = side + " ";
    const select = document.createElement("select");
    select.id = "seat-" + side;
    const names = ["human"].concat(
      catalog.opponents.filter((o) => o.games.includes(game.id)).map((o) => o.name));
    names.forEach((name) => select.add(new Option(name, name)));
    if (i > 0 && names.length > 1) {
      select.value = names[1];
    }
    label.appendChild(select);
    seats.appendChild(label);
  });
  const first = $("first");
  first.textContent = "";
  game.sides.forEach((side) => first.add(new Option(side, side)));
  $("first-label").hidden = !game.setup;
  for (const id of ["export-format", "import-format"]) {
    const select = $(id);
    select.textContent = "";
    if (id === "import-format") {
      select.add(new Option("any format", ""));
    }
    game.formats.forEach((f) => select.add(new Option(f, f)));
  }
}

function newGameRequest() {
  const game = gameOf($("game").value);
  const seats = {};
  game.sides.forEach((side) => (seats[side] = $("seat-" + side).value));
  const request = { game: game.id, options: $("options").value, seats };
  if (game.setup) {
    request.first = $("first").value;
  }
  const seed = $("seed").value.trim();
  if (seed) { // a seed asked for replays a game; none gives each game its own
    request.seed = seed;
  }
  request.clock = clockRequest();
  return request;
}

async function newGame(extra) {
  const request = Object.assign(newGameRequest(), extra || {});
  show(await api("POST", "/api/games", request));
  // the texts were of the last game; a failed import keeps its text to be corrected
  $("export-text").value = "";
  $("import-text").value = "";
}

async function load(id) {
  show(await api("GET", "/api/games/" + id + "?flipped=" + flipped));
}

function path(action) {
  return "/api/games/" + state.id + "/" + action + "?flipped=" + flipped;
}

// What a person sees change: a move by anyone, an undo, a new game, a setup, the end.
function moment(s) {
  if (!s) {
    return "";
  }
  const awaited = s.setup ? s.setup.awaited.join(",") : "";
  const end = s.outcome ? s.outcome.reason : "";
  return [s.id, s.phase, awaited, end, s.history.join(" ")].join("|");
}

function show(s) {
  if (state && s.id === state.id && s.version < state.version) {
    return; // an answer older than the one on screen, which came back first
  }
  moveSound(s); // before the board is redrawn: it tells whether the move took a piece
  if (moment(s) !== moment(state)) {
    showError(null); // an error about the last state is stale in this one
  }
  const kept = keptView(s);
  state = s;
  selected = null;
  pendingMove = null;
  routing = null;
  const hash = "#game=" + s.id + (flipped ? "&flipped=1" : "");
  if (location.hash !== hash) {
    history.replaceState(null, "", hash);
  }
  $("choices").hidden = true;
  $("orders").hidden = true;
  // an ended game is neither taken back nor resigned: a new game starts another
  $("undo").disabled = Boolean(s.outcome);
  $("resign").disabled = Boolean(s.outcome);
  status();
  showResult(s);
  showLegend(s);
  $("seed-shown").textContent = "Seed " + s.seed;
  setupForms();
  if (kept !== null) {
    // looking back: the board keeps the past position, the list shows the new moves
  } else if (s.svg && (!$("board").firstElementChild || $("board").firstElementChild.source !== s.svg)) {
    // the same picture is kept (a poll while a bot thinks), so that the focus stays on its square
    $("board").innerHTML = s.svg; // drawn by the server; every text in it is escaped
    $("board").firstElementChild.source = s.svg;
  } else if (!s.svg && !placing) {
    $("board").textContent = "The armies are revealed once both camps have placed theirs.";
  }
  showMoves(s);
  viewing = kept; // the game has moved on: the board shows it, unless a person looks back
  $("viewing").hidden = kept === null;
  if (kept === null) {
    pastBanner(null);
  } else {
    view(kept).catch((e) => showError(e.message)); // its count of moves; the board as flipped
  }
  const exports = $("export-format");
  if (exports.options.length !== s.formats.length || $("game").value !== s.game.split(":")[0]) {
    exports.textContent = "";
    s.formats.forEach((f) => exports.add(new Option(f, f)));
  }
  markStarts();
  showClocks(s);
  showLastRoute();
  clearTimeout(pollTimer);
  pollTimer = s.thinking ? setTimeout(() => poll(s.id), 250) : setTimeout(() => watch(s.id), 1000);
  hear();
}

// A side's name as a sentence writes it: BLACK is Black.
function sideName(side) {
  return side.charAt(0) + side.slice(1).toLowerCase();
}

// How a game ended, in words: "Black wins by checkmate", "Draw by repetition".
function resultText(outcome) {
  const reason = outcome.reason.toLowerCase().replace(/_/g, " ");
  const how = {
    "time forfeit": "on time",
    "no pieces": "by taking every piece",
    "no legal move": "by leaving no legal move",
    "victory condition": "by the victory condition",
  }[reason] || "by " + reason;
  return (outcome.winner ? sideName(outcome.winner) + " wins " : "Draw ") + how;
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
  if (list.dataset.game === s.game + ":" + s.options) {
    return; // the same key as before
  }
  list.dataset.game = s.game + ":" + s.options;
  list.textContent = "";
  entries.forEach(([label, meaning]) => {
    const dt = document.createElement("dt");
    dt.textContent = label;
    const dd = document.createElement("dd");
    dd.textContent = meaning;
    list.append(dt, dd);
  });
}

function status() {
  const s = state;
  let text;
  if (s.phase === "setup") {
    text = s.name + ": setups awaited from " + s.setup.awaited.join(", ");
  } else if (s.outcome) {
    const who = s.outcome.winner ? s.outcome.winner + " wins" : "Draw";
    text = "Game over: " + who + " (" + s.outcome.reason.toLowerCase().replace(/_/g, " ") + ")";
    if (s.detail) {
      text += ": " + s.detail;
    }
  } else {
    const player = s.seats[s.sideToMove];
    text = s.name + ": " + s.sideToMove + " to move" + (s.inCheck ? ", in check" : "");
    if (player !== "human") {
      text += " (" + player + (s.thinking ? " is thinking" : "") + ")";
    }
  }
  $("status").textContent = text;
}

// The setup of one person at a time (two at one screen take turns), kept while a bot chooses.
// The army is placed on the board: click two squares of its rows to swap them, turn cannons in
// the list; the text holds the setup in the rules' notation and can be typed too.
function setupForms() {
  const box = $("setup");
  const s = state;
  const side = s.phase === "setup"
    ? s.setup.awaited.find((awaited) => s.seats[awaited] === "human")
    : undefined;
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
  box.dataset.game = s.id;
  box.dataset.side = side;
  box.textContent = "";
  placing = side;
  placeFrom = null;
  const p = document.createElement("p");
  const others = s.sides.filter((other) => other !== side && s.seats[other] === "human");
  p.textContent = side + ", place your army: click two squares of your rows to swap them"
    + (others.length ? " (" + others.join(", ") + ", look away)" : "") + ".";
  const text = document.createElement("input");
  text.id = "setup-" + side;
  text.size = 40;
  text.setAttribute("aria-label", side + "'s setup");
  text.value = keptSetup(s.id, side) || s.setup.defaults[side];
  text.onchange = () => act(() => place({}));
  const random = document.createElement("button");
  random.type = "button";
  random.id = "random-setup-" + side;
  random.textContent = "Random";
  random.onclick = () =>
    act(async () => {
      const answer = await api("GET", "/api/games/" + s.id + "/setup/random?side=" + side);
      text.value = answer.setup;
      await place({});
    });
  const button = document.createElement("button");
  button.type = "button";
  button.id = "submit-setup-" + side;
  button.textContent = "Submit " + side;
  button.onclick = () =>
    act(async () => {
      const answer = await api("POST", path("setup"), { side, setup: text.value });
      keepSetup(s.id, side, null);
      show(answer);
    });
  const problem = document.createElement("p");
  problem.id = "setup-problem";
  const cannons = document.createElement("div");
  cannons.id = "setup-cannons";
  p.appendChild(document.createElement("br"));
  p.appendChild(text);
  p.appendChild(random);
  p.appendChild(button);
  box.appendChild(p);
  box.appendChild(cannons);
  box.appendChild(problem);
  act(() => place({}));
}

// The setup being placed, kept in this tab's session storage so that a reload does not lose it;
// the server learns it only when it is submitted, and no other tab or person can read it.
function setupKey(id, side) {
  return "plateau-setup:" + id + ":" + side;
}

function keptSetup(id, side) {
  try {
    return sessionStorage.getItem(setupKey(id, side));
  } catch (e) {
    return null; // storage refused (a private window): the setup lasts as long as the page
  }
}

function keepSetup(id, side, text) {
  try {
    if (text === null) {
      sessionStorage.removeItem(setupKey(id, side));
    } else {
      sessionStorage.setItem(setupKey(id, side), text);
    }
  } catch (e) {
    // storage refused: nothing kept, as before
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
  const id = state.id;
  const text = $("setup-" + side);
  const answer = await api("POST", path("setup/edit"), Object.assign({ side, setup: text.value }, edit));
  text.value = answer.setup;
  keepSetup(id, side, answer.setup);
  $("board").innerHTML = answer.svg;
  $("setup-problem").textContent = answer.problem ? "Not yet: " + answer.problem : "";
  const box = $("setup-cannons");
  box.textContent = "";
  answer.cannons.forEach((c) => {
    const label = cannonChoice(c.square, c.direction, ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]);
    const select = label.querySelector("select");
    select.onchange = () => act(() => place({ turn: c.square, direction: select.value }));
    box.appendChild(label);
  });
  placeFrom = null;
}

function onPlace(square) {
  if (placeFrom === null) {
    placeFrom = square;
    squares().forEach((r) => r.classList.toggle("selected", r.dataset.square === square));
  } else if (placeFrom === square) {
    placeFrom = null;
    squares().forEach((r) => r.classList.remove("selected"));
  } else {
    const from = placeFrom;
    act(() => place({ swap: [from, square] }));
  }
}

function squares() {
  return Array.from(document.querySelectorAll("#board rect.square"));
}

function markStarts() {
  const starts = new Set(state.moves.map((m) => m.squares[0]));
  squares().forEach((r) => {
    r.classList.remove("selected", "target");
    r.classList.toggle("from", starts.has(r.dataset.square) && !pendingMove);
  });
  markTargets(new Set());
}

// The legal destinations of the chosen piece, as lichess-style boards show them: a quiet dot on an
// empty square, a ring round a piece to be taken. Drawn under the click targets, which stay on top.
function markTargets(targets) {
  document.querySelectorAll("#board .dest").forEach((d) => d.remove());
  squares().forEach((r) => {
    r.classList.toggle("target", targets.has(r.dataset.square));
    if (!targets.has(r.dataset.square)) {
      return;
    }
    const w = Number(r.getAttribute("width"));
    const capture = r.classList.contains("occupied");
    const dot = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    dot.setAttribute("class", capture ? "dest capture" : "dest");
    dot.setAttribute("cx", Number(r.getAttribute("x")) + w / 2);
    dot.setAttribute("cy", Number(r.getAttribute("y")) + Number(r.getAttribute("height")) / 2);
    dot.setAttribute("r", w * (capture ? 0.46 : 0.15));
    dot.setAttribute("stroke-width", w * 0.08);
    r.parentNode.insertBefore(dot, squares()[0]);
  });
}

function targetsOf(from) {
  return new Set(state.moves.filter((m) => m.squares[0] === from).map((m) => last(m.squares)));
}

function last(list) {
  return list[list.length - 1];
}

function select(square) {
  selected = square;
  squares().forEach((r) => r.classList.toggle("selected", r.dataset.square === square));
  markTargets(targetsOf(square));
  drawRoutes(state.moves.filter((m) => m.squares[0] === square));
}

// A click (or the end of a drag) on a square: choose a start, or finish a move.
function onSquare(square) {
  if (placing) {
    onPlace(square);
    return;
  }
  if (!state || state.moves.length === 0 || sending || viewing !== null) {
    return;
  }
  if (pendingMove) { // the person chooses another move instead
    pendingMove = null;
    $("orders").hidden = true;
    selected = null;
    markStarts();
  }
  if (routing && pickRoute(square)) {
    return;
  }
  // a capture may end where it began (draughts): the second click on the piece makes it
  if (selected && targetsOf(selected).has(square)) {
    const from = selected;
    const candidates = state.moves.filter((m) => m.squares[0] === from && last(m.squares) === square);
    if (candidates.length === 1) {
      choose(candidates[0].move);
    } else if (!chooseRoute(candidates)) {
      offer(candidates);
    }
    return;
  }
  if (state.moves.some((m) => m.squares[0] === square) && selected !== square) {
    select(square);
  } else {
    selected = null;
    markStarts();
  }
}

// Several legal moves share the squares (a promotion or not, a capture's route): ask which.
function offer(candidates) {
  const box = $("choices");
  box.textContent = "Which move? ";
  candidates.forEach((m) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "choice";
    b.dataset.move = m.move;
    b.textContent = m.move;
    b.onclick = () => {
      box.hidden = true;
      choose(m.move);
    };
    box.appendChild(b);
  });
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.textContent = "Cancel";
  cancel.onclick = () => {
    box.hidden = true;
    selected = null;
    markStarts();
  };
  box.appendChild(cancel);
  box.hidden = false;
}

function choose(move) {
  selected = null; // a second click on the same square starts nothing
  if (state.orders) {
    act(() => ordersFor(move));
  } else {
    act(() => send(move));
  }
}

// Sends a move (or a whole turn) once: while it is on its way, further clicks are ignored.
async function send(move) {
  if (sending) {
    return false;
  }
  if (viewing !== null) {
    throw new Error("You are looking back at an earlier position: press \u00BB (last) to return to the game, then move.");
  }
  sending = true;
  try {
    show(await api("POST", path("move"), { move, version: state.version }));
    return true;
  } finally {
    sending = false;
  }
}

// Napoleon Strategy: after the piece move, the mover may turn any of its cannons.
async function ordersFor(move) {
  const answer = await api("GET", "/api/games/" + state.id + "/orders?move=" + encodeURIComponent(move));
  if (answer.cannons.length === 0) {
    await send(move);
    return;
  }
  pendingMove = move;
  markStarts();
  const chosen = state.moves.find((m) => m.move === move);
  squares().forEach((r) => r.classList.toggle("selected", r.dataset.square === chosen.squares[0]));
  markTargets(new Set([last(chosen.squares)]));
  const box = $("cannons");
  box.textContent = "";
  answer.cannons.forEach((c) => box.appendChild(cannonChoice(c.square, c.direction, c.directions)));
  $("orders").hidden = false;
}

// A cannon's square and a list of the directions it may face, the current one chosen.
function cannonChoice(square, current, directions) {
  const label = document.createElement("label");
  label.className = "cannon";
  label.textContent = square + " ";
  const select = document.createElement("select");
  select.dataset.square = square;
  select.dataset.current = current;
  directions.forEach((d) => select.add(new Option(d, d)));
  select.value = current;
  label.appendChild(select);
  return label;
}

function endTurn() {
  let text = pendingMove;
  document.querySelectorAll("#cannons select").forEach((s) => {
    if (s.value !== s.dataset.current) {
      text += "," + s.dataset.square + "=" + s.value;
    }
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
      return;
    }
    if (await send(move)) {
      box.value = "";
    }
  });
}

// Shows the position after the game's first turns (a look back, read-only); all of them: the game.
async function view(turns) {
  const s = state;
  if (!s || s.phase === "setup" || placing || sending) {
    return;
  }
  const all = s.history.length;
  turns = Math.max(0, Math.min(all, turns));
  const items = $("history").children;
  Array.from(items).forEach((li, i) => li.classList.toggle("viewed", i === turns - 1 && turns < all));
  if (turns === all) {
    viewing = null;
    $("viewing").hidden = true;
    pastBanner(null);
    $("board").innerHTML = s.svg;
    markStarts();
    showLastRoute();
    return;
  }
  viewing = turns;
  const answer = await api("GET", "/api/games/" + s.id + "/view?turn=" + turns + "&flipped=" + flipped);
  if (state !== s || viewing !== turns) {
    return; // the game moved on, or another look was asked for, meanwhile
  }
  $("board").innerHTML = answer.svg;
  $("viewing").textContent = "Looking back: after " + turns + " of " + all + " moves (\u2192 or the last move returns)";
  $("viewing").hidden = false;
  pastBanner(turns);
  if (items[turns - 1]) {
    items[turns - 1].scrollIntoView({ block: "nearest" });
  }
}

// Left and right arrows step through the moves, unless the person is typing.
function onKey(e) {
  if (e.target.closest && e.target.closest("input, textarea, select")) {
    return;
  }
  if (!state || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) {
    return;
  }
  e.preventDefault();
  const now = viewing === null ? state.history.length : viewing;
  act(() => view(now + (e.key === "ArrowLeft" ? -1 : 1)));
}

// The move list: numbered rows of one turn per side, in the notation chosen for the game (kept in
// localStorage); each item keeps the game's standard text in data-move.
const chosenNotations = {}; // by game, where the browser refuses storage (a private window)

function notationKey(s) {
  return "plateau-notation:" + s.game.split(":")[0];
}

function keptNotation(s) {
  try {
    return localStorage.getItem(notationKey(s)) || chosenNotations[notationKey(s)];
  } catch (e) {
    return chosenNotations[notationKey(s)];
  }
}

function keepNotation(s, name) {
  chosenNotations[notationKey(s)] = name;
  try {
    localStorage.setItem(notationKey(s), name);
  } catch (e) {
    // storage refused: the choice lasts as long as the page
  }
}

function notationOf(s) {
  const all = s.notations || [];
  return all.find((n) => n.name === keptNotation(s)) || all[0];
}

function showMoves(s) {
  const list = $("history");
  const chosen = notationOf(s);
  const per = s.sides.length;
  const shift = Math.max(0, s.sides.indexOf(s.firstSide)); // a game its second side begins
  list.style.setProperty("--per-row", per);
  list.textContent = "";
  s.history.forEach((m, i) => {
    const li = document.createElement("li");
    li.textContent = chosen && chosen.turns[i] !== undefined ? chosen.turns[i] : m;
    li.dataset.move = m;
    if ((i + shift) % per === 0 || i === 0) {
      li.className = "row";
      li.dataset.n = Math.floor((i + shift) / per) + 1;
    }
    if (i === 0 && shift) {
      li.style.gridColumnStart = shift + 1;
    }
    li.onclick = () => act(() => view(i + 1));
    list.appendChild(li);
  });
  list.scrollTop = list.scrollHeight;
  const select = $("notation");
  const names = (s.notations || []).map((n) => n.name).join();
  if (select.dataset.names !== names) {
    select.dataset.names = names;
    select.textContent = "";
    (s.notations || []).forEach((n) => select.add(new Option(n.label, n.name)));
  }
  select.hidden = select.options.length < 2;
  if (chosen) {
    select.value = chosen.name;
  }
}

// Says on the board that it shows an earlier position (null: the game now), and which steps are
// open.
function pastBanner(turns) {
  const all = state ? state.history.length : 0;
  const past = $("past");
  $("board-area").classList.toggle("past", turns !== null);
  past.hidden = turns === null;
  if (turns !== null) {
    past.textContent = (turns === 0 ? "Looking back: the start" : "Looking back: after move " + turns)
      + " of " + all + " \u2014 no move can be made here ";
    const live = document.createElement("button");
    live.type = "button";
    live.textContent = "Back to the game \u00BB";
    live.onclick = () => act(() => view(all));
    past.appendChild(live);
  }
  const now = turns === null ? all : turns;
  $("nav-first").disabled = $("nav-prev").disabled = now === 0;
  $("nav-next").disabled = $("nav-last").disabled = turns === null;
}

// The view a new state keeps: the past position looked at, while it is still in the game's
// history as it was (a bot's reply does not take the board away from the person looking back).
function keptView(s) {
  if (viewing === null || !state || s.id !== state.id || s.phase === "setup" || viewing >= s.history.length) {
    return null;
  }
  return state.history.slice(0, viewing).join(" ") === s.history.slice(0, viewing).join(" ") ? viewing : null;
}

function wireMoves() {
  const step = (to) => () => state && act(() => view(to(viewing === null ? state.history.length : viewing)));
  $("nav-first").onclick = step(() => 0);
  $("nav-prev").onclick = step((now) => now - 1);
  $("nav-next").onclick = step((now) => now + 1);
  $("nav-last").onclick = step(() => state.history.length);
  $("notation").onchange = (e) => {
    keepNotation(state, e.target.value);
    showMoves(state);
    if (viewing !== null) {
      act(() => view(viewing));
    }
  };
}

function squareAt(x, y) {
  const element = document.elementFromPoint(x, y);
  return element && element.closest ? element.closest("rect.square") : null;
}

// The piece being dragged, drawn under the pointer: a copy of the board's picture cut to the square
// it left, without the click targets and marks, which the pointer passes through.
let ghost = null;
let dragStart = null; // where the press was, to tell a drag from a shaky click

function moveGhost(e) {
  if (!dragFrom || !dragStart || e.buttons === 0) {
    return;
  }
  if (!ghost) {
    if (Math.hypot(e.clientX - dragStart.x, e.clientY - dragStart.y) < 4) {
      return;
    }
    const rect = document.querySelector("#board rect.square[data-square='" + CSS.escape(dragFrom) + "']");
    if (!rect) {
      return;
    }
    const copy = rect.ownerSVGElement.cloneNode(true);
    copy.querySelectorAll("rect.square, .dest").forEach((n) => n.remove());
    const box = ["x", "y", "width", "height"].map((a) => rect.getAttribute(a));
    copy.setAttribute("viewBox", box.join(" "));
    const size = rect.getBoundingClientRect().width;
    copy.setAttribute("width", size);
    copy.setAttribute("height", size);
    ghost = document.createElement("div");
    ghost.id = "ghost";
    ghost.appendChild(copy);
    document.body.appendChild(ghost);
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
  const board = $("board");
  document.addEventListener("pointermove", moveGhost);
  board.addEventListener("pointerdown", (e) => {
    const rect = squareAt(e.clientX, e.clientY);
    if (!rect) {
      return;
    }
    e.preventDefault();
    const square = rect.dataset.square;
    const movable = placing || (state && state.moves.some((m) => m.squares[0] === square));
    dragFrom = movable ? square : null;
    dragStart = { x: e.clientX, y: e.clientY };
    again = !placing && selected === square;
    if (!again) { // a press on the chosen piece may start a drag: a release there lets it go
      onSquare(square);
    }
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

// The time control of the form: none, a preset "minutes+increment", or the custom fields (a typo
// goes as it is, and the server says what is wrong with it).
function clockRequest() {
  const chosen = $("clock").value;
  if (chosen !== "custom") {
    const [minutes, increment] = chosen.split("+").map(Number);
    return chosen ? { minutes, increment } : null;
  }
  const clock = {};
  ["minutes", "increment", "byoyomi"].forEach((field) => {
    const text = $("clock-" + field).value.trim();
    if (text) {
      clock[field] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    }
  });
  return clock;
}

function restoreClock(c) {
  const preset = c && !c.byoyomi ? c.minutes + "+" + c.increment : "";
  const known = Array.from($("clock").options).some((o) => o.value === preset);
  $("clock").value = !c ? "" : known ? preset : "custom";
  if (c) {
    ["minutes", "increment", "byoyomi"].forEach((field) => ($("clock-" + field).value = c[field]));
  }
  $("clock-custom").hidden = $("clock").value !== "custom";
}

// The clocks over and under the board, each by the side the board shows there. The server keeps
// them; between its answers the page counts the running one down from the last it said.
let clockSeen = null; // the server's clock and when the page got it
let clockTimer = null;

function showClocks(s) {
  const c = s.clock;
  clockSeen = c ? { c, at: performance.now() } : null;
  const sides = flipped ? s.sides : s.sides.slice().reverse(); // the first side plays from below
  ["clock-top", "clock-bottom"].forEach((id, i) => {
    const e = $(id);
    e.hidden = !c;
    e.dataset.side = sides[i];
    const seat = s.seats[sides[i]];
    e.firstChild.textContent = sideName(sides[i]) + (seat === "human" ? "" : " \u00b7 " + seat);
  });
  clearInterval(clockTimer);
  clockTimer = c && c.running ? setInterval(tickClocks, 100) : null;
  tickClocks();
}

function tickClocks() {
  if (!clockSeen) {
    return;
  }
  const { c, at } = clockSeen;
  ["clock-top", "clock-bottom"].forEach((id) => {
    const e = $(id);
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
  const games = $("game");
  catalog.games.forEach((g) => games.add(new Option(g.name, g.id)));
  games.onchange = fillSeats;
  fillSeats();
  $("clock").onchange = () => ($("clock-custom").hidden = $("clock").value !== "custom");
  wireBoard();
  wirePrefs();
  document.addEventListener("keydown", onKey);
  wireMoves();
  $("new").onclick = () => act(() => newGame());
  $("undo").onclick = () =>
    act(async () => show(await api("POST", path("undo"), { version: state.version })));
  $("flip").onclick = () => act(async () => {
    flipped = !flipped;
    await load(state.id);
  });
  $("resign").onclick = () => act(async () => {
    const side = state.seats[state.sideToMove] === "human"
      ? state.sideToMove
      : state.sides.find((s) => state.seats[s] === "human");
    if (confirm("Resign the game for " + side + "?")) { // one click must not lose a game
      show(await api("POST", path("resign"), { side }));
    }
  });
  $("end-turn").onclick = endTurn;
  $("new-game").onsubmit = (e) => e.preventDefault();
  // a form, so that Enter in the box plays the move as the button does
  $("move-form").onsubmit = (e) => {
    e.preventDefault();
    playTyped();
  };
  $("cancel-turn").onclick = () => {
    pendingMove = null;
    $("orders").hidden = true;
    markStarts();
  };
  $("export").onclick = () => act(async () => {
    const format = $("export-format").value;
    $("export-text").value = await api(
      "GET", "/api/games/" + state.id + "/export?format=" + encodeURIComponent(format));
  });
  $("import").onclick = () => act(async () => {
    const text = $("import-text").value;
    const format = $("import-format").value;
    if (!text.trim()) {
      throw new Error("Nothing to import: paste a position or a record first.");
    }
    await newGame(format === "position" ? { position: text } : { record: text, format: format || undefined });
  });
  const match = /^#game=([0-9a-f]+)(&flipped=1)?$/.exec(location.hash);
  if (match) {
    try {
      flipped = Boolean(match[2]);
      await load(match[1]);
      restoreSettings();
      return;
    } catch (e) {
      await newGame();
      showError(e.message + "; a new game begins"); // after the new game, which clears errors
      return;
    }
  }
  await newGame();
}

// Keyboard play and screen readers. The board is an ARIA grid, a widget screen readers know (they
// enter focus mode and say each cell's name and place; "application" would hide the board's shape):
// its cells are the picture's click targets, named by the server ("7g, sente pawn"), in rows as
// drawn (flipped too), linked by aria-owns so the page's dots still go beneath them. One takes focus.
let cursor = null; // the square the board is entered at: the last one the focus was on
let lastCell = null; // the cell the focus was on, which a redrawn board gives back
let heard = null; // the game as last announced: {id, history, over}

function centre(r) {
  const n = (a) => Number(r.getAttribute(a));
  return { x: n("x") + n("width") / 2, y: n("y") + n("height") / 2 };
}

function gridBoard() {
  const svg = $("board").querySelector("svg");
  if (!svg) {
    return;
  }
  const cells = squares();
  Array.from(svg.children).forEach((c) => c.matches("rect.square") || c.setAttribute("aria-hidden", "true"));
  const look = $("viewing").hidden ? "" : ", " + $("viewing").textContent;
  svg.setAttribute("role", cells.length ? "grid" : "img"); // a look back is a picture
  svg.setAttribute("aria-label", (state ? state.name + " " : "") + "board" + (flipped ? ", flipped" : "") + look);
  const rows = new Map();
  cells.forEach((r, i) => {
    r.id = "cell-" + i;
    r.setAttribute("role", "gridcell");
    const y = Math.round(centre(r).y);
    rows.set(y, (rows.get(y) || []).concat(r));
  });
  Array.from(rows.keys()).sort((a, b) => a - b).forEach((y) => {
    const row = document.createElementNS(svg.namespaceURI, "g");
    row.setAttribute("role", "row");
    row.setAttribute("aria-owns", rows.get(y).sort((a, b) => centre(a).x - centre(b).x).map((r) => r.id).join(" "));
    svg.insertBefore(row, cells[0]);
  });
  const at = [cursor, last((state && state.lastMove) || [null]), state && state.moves.length && state.moves[0].squares[0]]
    .map(cellOf).find((r) => r) || cells[0];
  if (!at) {
    return;
  }
  rove(at);
  marks();
  const active = document.activeElement;
  if (lastCell && !lastCell.isConnected && (!active || active === document.body || active.closest("[hidden]"))) {
    at.focus(); // where the person was, on the board drawn anew
  }
}

function cellOf(square) {
  return squares().find((r) => r.dataset.square === square);
}

function rove(cell) { // the one cell in the tab order
  squares().forEach((r) => r.setAttribute("tabindex", r === cell ? "0" : "-1"));
}

// The page's marks, told to screen readers: the piece chosen, its destinations.
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

// Escape lets go of the piece chosen (or the square to swap, the question or orders asked).
function letGo() {
  placeFrom = selected = pendingMove = null;
  $("orders").hidden = $("choices").hidden = true;
  if (state && !placing) {
    markStarts();
  }
  squares().forEach((r) => r.classList.remove("selected"));
  const cell = cellOf(cursor);
  if (cell) {
    cell.focus();
  }
}

// The board's keys: arrows move on it (not through the moves), Enter or Space is a click.
function onBoardKey(e) {
  if (e.key === "Escape") {
    letGo();
    return;
  }
  const cell = e.target.closest && e.target.closest("#board rect.square");
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
  if (!cell || (!step && e.key !== "Enter" && e.key !== " ")) {
    return;
  }
  e.preventDefault();
  e.stopPropagation();
  const square = cell.dataset.square;
  const next = step && neighbour(cell, step[0], step[1]);
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

// Who played a turn: "Sente", or "Gote, the random bot,".
function mover(s, i) {
  const side = s.movers[i];
  return sideName(side) + (s.seats[side] !== "human" ? ", the " + s.seats[side] + " bot," : "");
}

// What changed since the last look, told: each move played, by whom, a check, the end; and the
// last move, named under the status.
function hear() {
  const s = state;
  if (!s || !s.movers) {
    return;
  }
  const was = heard;
  const n = s.history.length;
  heard = { id: s.id, history: s.history, over: Boolean(s.outcome) };
  const side = s.movers[n - 1];
  const bot = side && s.seats[side] !== "human" ? " (" + s.seats[side] + ")" : "";
  $("last-move").textContent = n ? "Last move: " + s.history[n - 1] + " by " + side + bot : "";
  if (!was || (was.id === s.id && was.history.join(" ") === s.history.join(" ") && was.over === heard.over)) {
    return;
  }
  const words = [];
  let same = 0;
  if (was.id !== s.id) {
    words.push("New game of " + s.name + ".");
    same = n; // its record, if imported, is not read out
  } else {
    while (same < Math.min(n, was.history.length) && was.history[same] === s.history[same]) {
      same++;
    }
    if (same < was.history.length) {
      words.push("Taken back to move " + same + ".");
    }
  }
  for (let i = same; i < n; i++) {
    words.push(mover(s, i) + " played " + s.history[i] + (i === n - 1 && s.inCheck ? ", check." : "."));
  }
  if (s.outcome) {
    words.push(resultText(s.outcome) + ".");
  }
  say(words.join(" "));
}

function wireAccess() {
  const region = document.createElement("div");
  region.id = "announce";
  region.className = "sr-only";
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  document.body.appendChild(region);
  const line = document.createElement("div");
  line.id = "last-move";
  $("status").after(line);
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
    if (to && !$("board").contains(to) && !to.closest("#choices, #orders")) {
      lastCell = null;
    }
  });
  // Napoleon's orders after a piece move chosen by keyboard: they are the next stops after the board
  new MutationObserver(() => {
    if (!$("orders").hidden && lastCell) {
      say("Cannon orders for this turn follow: Tab to them, then End turn.");
    }
  }).observe($("orders"), { attributes: true, attributeFilter: ["hidden"] });
  new MutationObserver((changes) => {
    if (changes.some((c) => c.type === "childList" && c.target.id === "board")) {
      gridBoard();
    } else {
      marks();
    }
  }).observe($("board"), { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
}

wireAccess();
act(start);

// Routes: the way a move goes (a draughts capture's landing squares) and the pieces it takes off
// other squares, as the server's rules give them (route, taken); the page draws them, computes none.
function targetOf(q) {
  return document.querySelector("#board rect.square[data-square='" + CSS.escape(q) + "']");
}

// A new SVG element (or a copy of one) with these attributes, in a parent.
function svgNode(tag, attributes, parent) {
  const node = typeof tag === "string" ? document.createElementNS("http://www.w3.org/2000/svg", tag) : tag;
  for (const k in attributes) {
    node.setAttribute(k, attributes[k]);
  }
  return parent.appendChild(node);
}

// A route worth a line: one that lands on the way, or takes pieces off other squares.
function routed(m) {
  return m.route && (m.route.length > 2 || m.taken.length > 0);
}

// Draws a route under the click targets: its taken pieces faded, a line a leg, a dot where it lands
// on the way. A taken piece is cut from the picture before the move (after it, it is gone), or else
// veiled by its square's own fill, the last drawn there.
function drawRoute(route, taken, kind, colour, before) {
  const first = squares()[0];
  if (!first || !route.concat(taken).every(targetOf)) {
    return; // a look back's picture has no targets to draw on
  }
  const g = svgNode("g", { class: "route " + kind }, first.parentNode);
  const box = (q) => ["x", "y", "width", "height"].map((a) => +targetOf(q).getAttribute(a));
  taken.forEach((q) => {
    const [x, y, width, height] = box(q);
    const fills = first.parentNode.querySelectorAll(`:scope > rect[x="${x}"][y="${y}"]:not(.square)`);
    const look = before ? { viewBox: [x, y, width, height] } : { fill: fills.length ? last(fills).getAttribute("fill") : "#fff" };
    svgNode(before ? before.cloneNode(true) : "rect", Object.assign(look, { x, y, width, height, class: "taken", "data-square": q }), g);
  });
  const w = box(route[0])[2];
  const centre = (q) => box(q).slice(0, 2).map((v) => v + w / 2);
  for (let i = 1; i < route.length; i++) {
    const [x1, y1] = centre(route[i - 1]);
    const [x2, y2] = centre(route[i]);
    svgNode("line", { class: "leg", x1, y1, x2, y2, stroke: colour, "stroke-width": w * 0.12 }, g);
    if (i < route.length - 1) {
      svgNode("circle", { class: "stop", cx: x2, cy: y2, r: w * 0.12, fill: colour }, g);
    }
  }
  first.parentNode.insertBefore(g, first);
}

// The last move's route, in gold, kept until the next move.
function showLastRoute() {
  const s = state;
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

// Moves ending on one square by other ways: each is drawn, and the squares that tell them apart are
// offered on the board. False if they go the same way (a promotion or not: asked in words).
function chooseRoute(moves) {
  if (!moves.every((m) => m.route) || forks(moves).size === 0) {
    return false;
  }
  routing = moves;
  markTargets(forks(moves));
  drawRoutes(moves);
  $("choices").textContent = moves.length + " ways to go: click a square on the one to play.";
  $("choices").hidden = false;
  return true;
}

// A click while routes are offered: a square of some narrows the choice to those (and plays the
// last one left); any other gives the choice up, and counts as a click of its own.
function pickRoute(q) {
  const moves = routing;
  routing = null;
  $("choices").hidden = true;
  if (!forks(moves).has(q)) {
    return false;
  }
  const left = moves.filter((m) => m.route.includes(q) || m.taken.includes(q));
  if (left.length === 1) {
    choose(left[0].move);
  } else if (!chooseRoute(left)) {
    offer(left);
  }
  return true;
}

// Preferences kept in this browser: move sounds (off unless asked) and the board's colours.
function pref(key, value) {
  try {
    return value === undefined ? localStorage.getItem("plateau-" + key) : localStorage.setItem("plateau-" + key, value);
  } catch (e) {
    return null; // storage refused (a private window): the choice lasts as long as the page
  }
}

function wirePrefs() {
  const sound = $("sound");
  const theme = $("theme");
  sound.checked = pref("sound") === "on";
  theme.value = pref("theme") || "";
  const paint = () => (theme.value ? document.body.setAttribute("data-theme", theme.value) : document.body.removeAttribute("data-theme"));
  paint();
  sound.onchange = () => {
    pref("sound", sound.checked ? "on" : "off");
    if (sound.checked) {
      tone(false); // a sample; the click lets the browser start sounds
    }
  };
  theme.onchange = () => {
    pref("theme", theme.value);
    paint();
  };
  if (matchMedia("(max-width: 640px)").matches) {
    $("more").open = false; // a phone folds the rarely used tools
  }
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

// A move by anyone sounds, if sounds are on. It captured if it took pieces off its route, or ended
// on a piece, which the board still shows.
function moveSound(s) {
  if ($("sound").checked && state && s.id === state.id && s.history.length > state.history.length && s.lastMove) {
    const end = s.lastMove.length > 1 && targetOf(last(s.lastMove));
    tone(s.lastTaken.length > 0 || Boolean(end && end.classList.contains("occupied")));
  }
}
