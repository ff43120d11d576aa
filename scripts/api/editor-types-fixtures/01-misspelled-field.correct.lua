-- Lifts the object one meter when it starts.
---@class LiftOnce : ScriptInstance
local self = {}

function self:Start()
  local p = self.transform.pos
  self.transform.pos = p + Vec3(0, 1, 0)
end

return self
