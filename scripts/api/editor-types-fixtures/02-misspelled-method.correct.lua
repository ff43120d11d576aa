-- Prints the time since the scene started.
---@class Clock : ScriptInstance
local self = {}

function self:Update()
  print("Scene time:", Scene:GetTime())
end

return self
