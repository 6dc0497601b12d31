-- Admit a request, or take nothing (polite.Store.Admit), atomically.
-- KEYS[1]: the sequence of grant ids; then the spacing keys, the slot keys, the quota keys, the
-- slot keys of the slots to give back first (polite.Admission.Release), the pause keys and the
-- count keys.
-- ARGV: now (ms), the numbers of spacing, slot, quota keys, slots to give back, pause keys and
-- count keys; then per spacing key its interval (ms), per slot key its limit and TTL (ms), per
-- quota key its max and period (ms), per slot to give back the id of its grant.
-- Returns {kind, index, ms, id}: {"pause", i, until, pointer} for a key paused (0-based i),
-- {"stopped", i, 0, pointer} for a run a reaction ended,
-- {"quota", i, reset} for a used-up quota, {"slot", i, 0} for a slot key at its limit,
-- {"ok", counting, at, id} when admitted, at being when to send and bit i of counting set when
-- count key i exists (react.lua keeps a count there).
local now = tonumber(ARGV[1])
local ns, nc, nq, nr = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local np, nk = tonumber(ARGV[6]), tonumber(ARGV[7])
local sarg, carg, qarg = 7, 7 + ns, 7 + ns + 2 * nc
local rarg = qarg + 2 * nq
local skey, ckey, qkey = 1, 1 + ns, 1 + ns + nc
local rkey = qkey + nq
local pkey = rkey + nr
local kkey = pkey + np

for i = 1, nr do
  redis.call('ZREM', KEYS[rkey + i], ARGV[rarg + i])
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

local at = now
for i = 1, ns do
  local last = redis.call('GET', KEYS[skey + i])
  if last then
    local t = tonumber(last) + tonumber(ARGV[sarg + i])
    if t > at then at = t end
  end
end
for i = 1, ns do
  local iv = tonumber(ARGV[sarg + i])
  redis.call('SET', KEYS[skey + i], at, 'PX', at - now + iv)
end

local id = tostring(redis.call('INCR', KEYS[1]))
for i = 1, nq do
  local k = KEYS[qkey + i]
  local period = tonumber(ARGV[qarg + 2 * i])
  redis.call('ZADD', k, now, id)
  redis.call('PEXPIRE', k, period)
end
for i = 1, nc do
  local k = KEYS[ckey + i]
  local ttl = tonumber(ARGV[carg + 2 * i])
  redis.call('ZADD', k, now + ttl, id)
  redis.call('PEXPIRE', k, ttl)
end
return {'ok', counting, at, id}
