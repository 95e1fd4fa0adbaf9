// Site search without a server. The index is written by `docgen build` under search/ and
// loaded lazily: nothing is fetched until the search box is used, and then only the shards
// of the query's terms and the section chunks of the results.
// Terms are made exactly as SearchTokenizer.swift makes them: lowercase; runs of letters and
// digits are words (matched by prefix); runs of Hangul, kana or Han are cut into pairs.
(function () {
  "use strict";
  var box = document.querySelector("[data-search]");
  if (!box || !window.fetch) return;
  var root = box.getAttribute("data-search-root") || "";
  var input = box.querySelector("input");
  var list = box.querySelector("[role=listbox]");
  var status = box.querySelector("[role=status]");
  var meta = null;
  var shards = {};
  var chunks = {};
  var active = -1;
  var latest = 0;
  box.hidden = false;

  function isEastAsian(code) {
    return (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff) ||
      (code >= 0x3130 && code <= 0x318f) || (code >= 0x3040 && code <= 0x30ff) ||
      (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff);
  }
  var wordCharacter = /[\p{L}\p{M}\p{Nd}\p{Nl}\p{No}_]/u;

  function tokens(text) {
    var result = [], word = "", grams = [];
    function flushWord() { if (word) result.push({ kind: "word", text: word }); word = ""; }
    function flushGrams() {
      if (grams.length === 1) result.push({ kind: "single", text: grams[0] });
      for (var i = 0; i + 1 < grams.length; i++) result.push({ kind: "gram", text: grams[i] + grams[i + 1] });
      grams = [];
    }
    for (var ch of text.toLowerCase()) {
      var code = ch.codePointAt(0);
      if (isEastAsian(code)) { flushWord(); grams.push(ch); }
      else if (wordCharacter.test(ch)) { flushGrams(); word += ch; }
      else { flushWord(); flushGrams(); }
    }
    flushWord(); flushGrams();
    return result;
  }

  function load(path) {
    return fetch(root + "search/" + path).then(function (response) {
      if (!response.ok) throw new Error("search index: " + response.status);
      return response.json();
    });
  }
  function loadMeta() { return meta ? Promise.resolve(meta) : load("meta.json").then(function (m) { meta = m; return m; }); }
  function shard(index) {
    if (!shards[index]) shards[index] = load("terms-" + index + ".json");
    return shards[index];
  }
  function chunk(index) {
    if (!chunks[index]) chunks[index] = load("sections-" + index + ".json");
    return chunks[index];
  }

  // The sections a token occurs in, with their best weight: exact for a pair of characters,
  // by prefix for a word or a single East Asian character.
  function postings(token) {
    var index = token.text.charCodeAt(0) % meta.shards;
    return shard(index).then(function (terms) {
      var found = {};
      // A term's postings are section, weight, then each further section as its distance from the one before.
      function add(list) {
        for (var i = 0, section = 0; i + 1 < list.length; i += 2) {
          section += list[i];
          found[section] = Math.max(found[section] || 0, list[i + 1]);
        }
      }
      if (token.kind === "gram") { if (terms[token.text]) add(terms[token.text]); }
      else { for (var term in terms) if (term.lastIndexOf(token.text, 0) === 0) add(terms[term]); }
      return found;
    });
  }

  function search(query) {
    var terms = tokens(query);
    if (!terms.length) return Promise.resolve([]);
    return loadMeta().then(function () {
      return Promise.all(terms.map(postings));
    }).then(function (lists) {
      var scores = lists[0];
      for (var i = 1; i < lists.length; i++) {
        var next = {};
        for (var id in scores) if (lists[i][id]) next[id] = scores[id] + lists[i][id];
        scores = next;
      }
      var ids = Object.keys(scores).map(Number).sort(function (a, b) { return scores[b] - scores[a] || a - b; }).slice(0, 12);
      var needed = {};
      ids.forEach(function (id) { needed[Math.floor(id / meta.chunk)] = true; });
      return Promise.all(Object.keys(needed).map(function (c) { return chunk(c).then(function (rows) { return [c, rows]; }); }))
        .then(function (loaded) {
          var rows = {};
          loaded.forEach(function (pair) { rows[pair[0]] = pair[1]; });
          return ids.map(function (id) { return rows[Math.floor(id / meta.chunk)][id % meta.chunk]; });
        });
    });
  }

  function render(results, query) {
    list.textContent = "";
    active = -1;
    results.forEach(function (row, index) {
      var item = document.createElement("li");
      item.setAttribute("role", "option");
      item.id = "search-result-" + index;
      var link = document.createElement("a");
      link.href = root + row[1];
      var title = document.createElement("span");
      title.className = "search-page";
      title.textContent = row[0];
      link.appendChild(title);
      if (row[2] && row[2] !== row[0]) {
        var heading = document.createElement("span");
        heading.className = "search-heading";
        heading.textContent = row[2];
        link.appendChild(heading);
      }
      if (row[3]) {
        var snippet = document.createElement("span");
        snippet.className = "search-snippet";
        snippet.textContent = row[3];
        link.appendChild(snippet);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    var open = query.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    // The words come from the theme's language file for this page, through the header.
    var words = box.dataset;
    status.textContent = !open ? "" : results.length
      ? (words.searchCount || "{count}").replace("{count}", function () { return results.length; })
      : (words.searchNoneFor || "{query}").replace("{query}", function () { return query; });
    if (open && !results.length) {
      var empty = document.createElement("li");
      empty.className = "search-empty";
      empty.textContent = words.searchNone || "";
      list.appendChild(empty);
    }
  }

  function highlight(index) {
    var items = list.querySelectorAll("[role=option]");
    if (!items.length) return;
    active = (index + items.length) % items.length;
    items.forEach(function (item, i) { item.setAttribute("aria-selected", i === active ? "true" : "false"); });
    input.setAttribute("aria-activedescendant", items[active].id);
    items[active].scrollIntoView({ block: "nearest" });
  }

  input.addEventListener("input", function () {
    var query = input.value.trim();
    var ticket = ++latest;
    search(query).then(function (results) { if (ticket === latest) render(results, query); })
      .catch(function (error) { status.textContent = String(error); });
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { highlight(active + 1); event.preventDefault(); }
    else if (event.key === "ArrowUp") { highlight(active - 1); event.preventDefault(); }
    else if (event.key === "Enter") {
      var target = list.querySelectorAll("[role=option] a")[active < 0 ? 0 : active];
      if (target) { window.location.href = target.href; event.preventDefault(); }
    } else if (event.key === "Escape") { input.value = ""; render([], ""); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input &&
        !/^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName)) {
      input.focus();
      event.preventDefault();
    }
  });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target)) { list.hidden = true; input.setAttribute("aria-expanded", "false"); }
  });
})();
