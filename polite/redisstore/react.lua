-- Apply what responses did to the reactions' counts, and start the pauses they lead to
-- (polite.Store.React), atomically.
-- KEYS: per step, its count key and its hold key (for a slow-down, the spacing key it slows
-- down, which is then kept as long as the count, so that the longer interval counts from its
-- last reservation).
-- ARGV: now (ms), the channel the pauses are published on, the length of the keys' prefix; then
-- per step: hit (1 or 0), threshold, consecutive (1 or 0), pause (ms), escalation factor, its
-- max (ms, 0: none), the pointer, counted (1 when the step has a count key, 0 for a pause that
-- counts nothing), stops the run (1 or 0), slows down (1 or 0: errors.slow_down).
-- A count is a hash: n (conditions met since the last pause or, in a row, the last success),
-- p (pauses in a row), l (the last pause, ms), v (for a slow-down, how often it multiplied its
-- key's interval, which admit.lua reads; a success leaves it); it goes when n, p and v are 0
-- and expires a day after its last change. A pause is a string "until|pointer" that expires at until; a longer pause
-- already there stays. A run ended (stops_run) is "stop|pointer", kept for a week (longer than
-- any run); nothing replaces it. Each pause started is published as "until|pointer|key" (key
-- without the prefix; until "stop" for a run ended) and returned as {key, until, pointer,
-- stopped (1 or 0)}.
local now, chan, plen = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3])
local idle = 86400000
local out = {}
for i = 1, #KEYS / 2 do
  local ck, hk = KEYS[2 * i - 1], KEYS[2 * i]
  local b = 3 + (i - 1) * 10
  local hit, threshold, consecutive = ARGV[b + 1] == '1', tonumber(ARGV[b + 2]), ARGV[b + 3] == '1'
  local pause, factor, max = tonumber(ARGV[b + 4]), tonumber(ARGV[b + 5]), tonumber(ARGV[b + 6])
  local ptr, counted, stops = ARGV[b + 7], ARGV[b + 8] == '1', ARGV[b + 9] == '1'
  local slows = ARGV[b + 10] == '1'
  local n, pauses, last, level = 0, 0, 0, 0
  local exists = false
  if counted then
    local v = redis.call('HMGET', ck, 'n', 'p', 'l', 'v')
    if v[1] then
      exists = true
      n, pauses, last = tonumber(v[1]), tonumber(v[2]), tonumber(v[3])
      if v[4] then level = tonumber(v[4]) end
    end
  end
  if hit or exists then
    if hit and slows then
      n = n + 1
      if n >= math.max(threshold, 1) then
        n, level = 0, level + 1
        local ttl = redis.call('PTTL', hk)
        if ttl >= 0 and ttl < idle + 60000 then redis.call('PEXPIRE', hk, idle + 60000) end
      end
    elseif hit then
      n = n + 1
      local old = redis.call('GET', hk)
      local ended = old and string.sub(old, 1, 5) == 'stop|'
      if n >= math.max(threshold, 1) and stops then
        n = 0
        if not ended then
          redis.call('SET', hk, 'stop|' .. ptr, 'PX', 7 * idle)
          local key = string.sub(hk, plen + 1)
          redis.call('PUBLISH', chan, 'stop|' .. ptr .. '|' .. key)
          out[#out + 1] = {key, now, ptr, 1}
        end
      elseif n >= math.max(threshold, 1) then
        local d = pause
        if factor > 1 and pauses > 0 then
          d = last * factor
          if max > 0 and d > max then d = max end
        end
        n, pauses, last = 0, pauses + 1, d
        local untilms = now + d
        local oldUntil = 0
        if old then oldUntil = tonumber(string.match(old, '^(%d+)')) or 0 end
        if d > 0 and untilms > oldUntil and not ended then
          redis.call('SET', hk, untilms .. '|' .. ptr, 'PX', untilms - now + 60000) -- a minute past its end: as admit.lua's linger, for an admission whose now arrives late
          local key = string.sub(hk, plen + 1)
          redis.call('PUBLISH', chan, untilms .. '|' .. ptr .. '|' .. key)
          out[#out + 1] = {key, untilms, ptr, 0}
        end
      end
    else
      if consecutive then n = 0 end
      pauses = 0
    end
    if counted then
      if n == 0 and pauses == 0 and level == 0 then
        redis.call('DEL', ck)
      else
        redis.call('HSET', ck, 'n', n, 'p', pauses, 'l', last, 'v', level)
        redis.call('PEXPIRE', ck, idle)
      end
    end
  end
end
return out
