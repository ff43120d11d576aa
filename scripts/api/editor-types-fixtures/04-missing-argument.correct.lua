-- Finds the crate by name.
---@class CrateFinder : ScriptInstance
local self = {}

function self:Start()
  local crate = Scene:GetObjectByName("Crate")
  print("Found", crate.name)
end

return self
