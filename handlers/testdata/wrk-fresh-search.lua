-- wrk script: GET /api/search with a question not asked before on each request (a topic,
-- something asked about it, a second topic, sometimes an era), gzip accepted. Run beside the
-- gzipped stylesheet in the same minute to compare:
--   wrk -t2 -c16 -d8s --latency -H "Accept-Encoding: gzip" http://127.0.0.1:8080/static/style.css
--   wrk -t2 -c16 -d8s --latency -s handlers/testdata/wrk-fresh-search.lua http://127.0.0.1:8080
local topics = {"retreat","evolve","burned","poisoned","asleep","paralyzed","confused","weakness","resistance","bench","prize cards","knocked out","supporter","stadium","pokemon tool","energy","mulligan","first turn","gx attack","mega evolution","rare candy","lost zone","legend","ability","switch","damage counters","between turns","deck out","sudden death","special conditions"}
local asks = {"can i","how many","when does","twice in one turn","before or after","does it end","on the bench","after evolving","with double colorless","who flips","what happens","is it optional","ruling","example","order of","at the same time","on my first turn","does it count"}
local eras = {""," sun and moon"," xy"," heartgold"}
local n = 0
-- Each thread starts 17000 questions further on, so no two threads ask the same question:
-- setup runs in wrk's main state and sets the global off in each thread's own state (a local
-- off here would hide it, and every thread would ask the same questions).
local nextoff = 0
setup = function(thread) thread:set("off", nextoff); nextoff = nextoff + 17000 end
request = function()
  n = n + 1
  local k = n + (off or 0)
  local t = topics[(k % #topics) + 1]
  local a = asks[(math.floor(k / #topics) % #asks) + 1]
  local t2 = topics[(math.floor(k / (#topics * #asks)) % #topics) + 1]
  local e = eras[(math.floor(k / (#topics * #asks * #topics)) % #eras) + 1]
  local q = a .. " " .. t .. " " .. t2 .. e
  q = string.gsub(q, " ", "+")
  return wrk.format("GET", "/api/search?q=" .. q, {["Accept-Encoding"] = "gzip"})
end
