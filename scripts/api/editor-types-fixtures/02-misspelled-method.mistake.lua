-- expect: undefined-field
-- Prints the time since the scene started; the method is GetTime, not GetTimes.
---@class Clock : ScriptInstance
local self = {}

function self:Update()
  print("Scene time:", Scene:GetTimes())
end

return self
