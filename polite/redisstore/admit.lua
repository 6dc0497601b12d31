-- Admit a request, or take nothing (polite.Store.Admit), atomically.
-- KEYS[1]: the sequence of grant ids; then per spacing key the key and the key of the count whose
-- level slows it down (errors.slow_down; the spacing key again where none does), the slot keys, the quota keys, the
-- slot keys of the slots to give back first (polite.Admission.Release), the pause keys, the
-- count keys, per copy of robots.txt to store its key and its claim's key, and, for a fetch of
-- robots.txt, the key of its copy and of its claim.
-- ARGV: now (ms), the numbers of spacing, slot, quota keys, slots to give back, pause keys, count
-- keys and copies to store, and 1 for a fetch of robots.txt (0 otherwise); then per spacing key
-- its interval (ms), the slow-down's factor (0: none), the longest it slows down to (ms) and the
-- margin of the interval it does not multiply (ms), per slot key its limit and TTL (ms), per quota key its max and period (ms),
-- per slot to give back the id of its grant, per copy to store 1 (0: only the claim given back),
-- its claimant, status, the time it was read and its expiry (ms) and its body; for a fetch of
-- robots.txt the claimant and the claim's length (ms).
-- Returns {kind, index, ms, id}: {"robots", status, read at, body} for a copy of robots.txt
-- there, {"robots-wait", 0, 0, ""} when another instance claimed its fetch, {"pause", i, until,
-- pointer} for a key paused (0-based i), {"stopped", i, 0, pointer} for a run a reaction ended,
-- {"quota", i, reset} for a used-up quota, {"slot", i, 0}
-- for a slot key at its limit, {"wait", 0, turn, ""} when a spacing key's turn comes after now
-- (nothing taken: the request asks again at turn), {"ok", counting, now, id} when admitted, now
-- being the time reserved (the request leaves at once) and bit i of counting set when count key
-- i exists (react.lua keeps a count there). A request is reserved only at now, never later, so
-- that no timer between the reservation and the request can make it leave after its time.
local now = tonumber(ARGV[1])
-- linger (ms) keeps every key that constrains a later admission that long after its last time
-- that constrains anything. The times compared are the instances' (now), the times to live
-- Redis's own: an admission reaches Redis a while after its instance read now (a goroutine run
-- late, a connection waited for, the network; go-redis gives up after about 7 s), and a key that
-- expired when its interval, period or TTL ended on Redis's clock would be gone for an admission
-- whose now still lies within it (TestStaleNow; TestFleet saw two requests reserved 72 ms apart
-- for 100 ms on a loaded machine). A key that lingers constrains nothing more: every check
-- compares its time with now.
local linger = 60000
local ns, nc, nq, nr = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local np, nk, nput, rob = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9])
local sarg, carg, qarg = 9, 9 + 4 * ns, 9 + 4 * ns + 2 * nc
local rarg = qarg + 2 * nq
local parg = rarg + nr
local oarg = parg + 6 * nput
local skey, ckey, qkey = 1, 1 + 2 * ns, 1 + 2 * ns + nc
local rkey = qkey + nq
local pkey = rkey + nr
local kkey = pkey + np
local putkey = kkey + nk
local okey = putkey + 2 * nput

for i = 1, nr do
  redis.call('ZREM', KEYS[rkey + i], ARGV[rarg + i])
end

-- A copy is a hash (status, read, expires, body); a claim a string "claimant|until". Both are
-- compared with now, the instances' time, and expire in Redis a little later for the cleanup.
local function claimant(key)
  local v = redis.call('GET', key)
  if not v then return nil end
  local by, untilms = string.match(v, '^(.*)|(%d+)$')
  if by and tonumber(untilms) > now then return by end
  return nil
end

for i = 1, nput do
  local a, k = parg + 6 * (i - 1), putkey + 2 * (i - 1)
  if claimant(KEYS[k + 2]) == ARGV[a + 2] then redis.call('DEL', KEYS[k + 2]) end
  local expires = tonumber(ARGV[a + 5])
  if ARGV[a + 1] == '1' and expires > now then
    redis.call('HSET', KEYS[k + 1], 'status', ARGV[a + 3], 'read', ARGV[a + 4], 'expires', expires, 'body', ARGV[a + 6])
    redis.call('PEXPIRE', KEYS[k + 1], expires - now + 1000)
  end
end

if rob == 1 then
  local v = redis.call('HMGET', KEYS[okey + 1], 'status', 'read', 'expires', 'body')
  if v[1] and tonumber(v[3]) > now then return {'robots', tonumber(v[1]), tonumber(v[2]), v[4]} end
  local by = claimant(KEYS[okey + 2])
  if by and by ~= ARGV[oarg + 1] then return {'robots-wait', 0, 0, ''} end
end

for i = 1, np do
  local v = redis.call('GET', KEYS[pkey + i])
  if v and string.sub(v, 1, 5) == 'stop|' then
    return {'stopped', i - 1, 0, string.sub(v, 6)}
  end
  if v then
    local untilms, ptr = string.match(v, '^(%d+)|(.*)$')
    if untilms and tonumber(untilms) > now then
      return {'pause', i - 1, tonumber(untilms), ptr}
    end
  end
end

local counting, bit = 0, 1
for i = 1, nk do
  if redis.call('EXISTS', KEYS[kkey + i]) == 1 then counting = counting + bit end
  bit = bit * 2
end

for i = 1, nq do
  local k = KEYS[qkey + i]
  local max = tonumber(ARGV[qarg + 2 * i - 1])
  local period = tonumber(ARGV[qarg + 2 * i])
  redis.call('ZREMRANGEBYSCORE', k, '-inf', now - period)
  local n = redis.call('ZCARD', k)
  if n >= max then
    local oldest = redis.call('ZRANGE', k, n - max, n - max, 'WITHSCORES')
    return {'quota', i - 1, tonumber(oldest[2]) + period, ''}
  end
end

for i = 1, nc do
  local k = KEYS[ckey + i]
  local limit = tonumber(ARGV[carg + 2 * i - 1])
  redis.call('ZREMRANGEBYSCORE', k, '-inf', now)
  if redis.call('ZCARD', k) >= limit then
    return {'slot', i - 1, 0, ''}
  end
end

-- Each spacing key's interval: as asked, or, where a slow-down's count has a level (react.lua's
-- v), the interval less its margin multiplied by the factor once per level, up to the longest,
-- plus the margin; never shorter than asked (polite's MemoryStore.interval).
local ivs, slowed = {}, {}
for i = 1, ns do
  local a = sarg + 4 * (i - 1)
  local iv = tonumber(ARGV[a + 1])
  local factor, cap, margin = tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  if factor > 1 and cap > iv - margin then
    local level = tonumber(redis.call('HGET', KEYS[skey + 2 * i], 'v') or '0') or 0
    slowed[i] = level > 0
    local d = iv - margin
    for _ = 1, level do
      d = d * factor
      if d >= cap then
        d = cap
        break
      end
    end
    iv = d + margin
  end
  ivs[i] = iv
end

local at = now
for i = 1, ns do
  local last = redis.call('GET', KEYS[skey + 2 * i - 1])
  if last then
    local t = tonumber(last) + ivs[i]
    if t > at then at = t end
  end
end
if at > now then
  return {'wait', 0, at, ''}
end
for i = 1, ns do
  -- a key slowed down is kept as long as its count (react.lua's day), which its interval lasts
  local ttl = at - now + ivs[i] + linger
  if slowed[i] and ttl < 86400000 + linger then ttl = 86400000 + linger end
  redis.call('SET', KEYS[skey + 2 * i - 1], at, 'PX', ttl)
end

if rob == 1 then
  local claim = tonumber(ARGV[oarg + 2])
  redis.call('SET', KEYS[okey + 2], ARGV[oarg + 1] .. '|' .. (now + claim), 'PX', claim + 1000)
end

local id = tostring(redis.call('INCR', KEYS[1]))
for i = 1, nq do
  local k = KEYS[qkey + i]
  local period = tonumber(ARGV[qarg + 2 * i])
  redis.call('ZADD', k, now, id)
  redis.call('PEXPIRE', k, period + linger)
end
for i = 1, nc do
  local k = KEYS[ckey + i]
  local ttl = tonumber(ARGV[carg + 2 * i])
  redis.call('ZADD', k, now + ttl, id)
  redis.call('PEXPIRE', k, ttl + linger)
end
return {'ok', counting, at, id}
