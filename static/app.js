// rulesd: small enhancements. Every page works without this file.
(function () {
  "use strict";

  // "/" focuses the search box, unless the reader is typing somewhere.
  document.addEventListener("keydown", function (e) {
    if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var box = document.getElementById("q") || document.getElementById("nav-q");
    if (!box) return;
    e.preventDefault();
    box.focus();
    box.select();
  });

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // Plain http: fall back to a hidden text field.
    var f = document.createElement("textarea");
    f.value = text;
    f.setAttribute("readonly", "");
    f.style.position = "fixed";
    f.style.opacity = "0";
    document.body.appendChild(f);
    f.select();
    var ok = document.execCommand("copy");
    document.body.removeChild(f);
    return ok ? Promise.resolve() : Promise.reject();
  }

  function absolute(href) {
    return new URL(href, location.href).href;
  }

  function copyButton(href, label) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "copy";
    b.textContent = "copy link";
    b.setAttribute("aria-label", label);
    b.setAttribute("data-copy", href);
    return b;
  }

  // A copy-link button beside each paragraph number of a rule page. It copies the
  // paragraph's shareable link (/rules/sm/burned/3), which chat previews show with that
  // paragraph and which opens the page at it.
  var rule = document.querySelector("[data-testid=rule][data-era][data-topic]");
  document.querySelectorAll(".rule-body a.anchor").forEach(function (a) {
    var n = a.textContent.trim();
    var href = a.getAttribute("href");
    if (rule && /^\d+$/.test(n)) {
      href = "/rules/" + rule.getAttribute("data-era") + "/" + rule.getAttribute("data-topic") + "/" + n;
    }
    a.insertAdjacentElement("afterend", copyButton(href, "Copy link to paragraph " + n));
  });

  // Buttons rendered by the server stay hidden until this script can make them work; content
  // htmx swaps in (the sandbox's continuing actions) brings its own.
  function showCopyButtons() {
    document.querySelectorAll("button[data-copy][hidden]").forEach(function (b) {
      b.hidden = false;
    });
  }
  showCopyButtons();
  document.addEventListener("htmx:afterSwap", showCopyButtons);

  // A search the server rejects (400: advanced syntax that does not parse yet) still replaces
  // the results, so the reader sees why instead of stale results.
  document.addEventListener("htmx:beforeSwap", function (e) {
    if (e.detail.xhr.status === 400) {
      e.detail.shouldSwap = true;
      e.detail.isError = false;
    }
  });

  // Worked examples: the arrow keys follow the Previous and Next links, Home and End the
  // links to the start and the last event (htmx, when loaded, turns the click into a swap of
  // the run; without it the link simply loads).
  var stepKeys = { ArrowLeft: 1, ArrowRight: 1, Home: 1, End: 1 };
  document.addEventListener("keydown", function (e) {
    if (!stepKeys[e.key] || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var a = document.querySelector('#scenario-run a[data-step-key="' + e.key + '"]');
    if (!a) return;
    e.preventDefault();
    a.click();
  });

  // After a swap, keyboard focus goes back to the link that was used, so Next can be pressed
  // again with Enter.
  var lastStepKey = null;
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("#scenario-run a[data-step-key]");
    lastStepKey = a ? a.getAttribute("data-step-key") : null;
  }, true);
  document.addEventListener("htmx:afterSettle", function (e) {
    if (!lastStepKey || !e.detail.elt || e.detail.elt.id !== "scenario-run") return;
    var a = document.querySelector('#scenario-run a[data-step-key="' + lastStepKey + '"]');
    if (a && document.activeElement === document.body) a.focus({ preventScroll: true });
  });

  // Sandbox: a problem's line link also puts the cursor on that line of the text box.
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("[data-testid=problem] a[data-line]");
    var box = document.getElementById("sandbox-source");
    if (!a || !box) return;
    var line = parseInt(a.getAttribute("data-line"), 10);
    var lines = box.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    var end = start + (lines[line - 1] || "").length;
    box.focus({ preventScroll: true });
    box.setSelectionRange(start, end);
  });

  document.addEventListener("click", function (e) {
    var b = e.target.closest && e.target.closest("button[data-copy]");
    if (!b) return;
    var before = b.textContent;
    copyText(absolute(b.getAttribute("data-copy"))).then(function () {
      b.textContent = "copied";
    }, function () {
      b.textContent = "copy failed";
    }).then(function () {
      setTimeout(function () { b.textContent = before; }, 1500);
    });
  });
})();
