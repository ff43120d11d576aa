-- expect: missing-parameter
-- Finds the crate by name; the name is missing.
---@class CrateFinder : ScriptInstance
local self = {}

function self:Start()
  local crate = Scene:GetObjectByName()
  print("Found", crate.name)
end

return self
