-- expect: undefined-field
-- Lifts the object one meter when it starts; "postion" is misspelled.
---@class LiftOnce : ScriptInstance
local self = {}

function self:Start()
  local p = self.transform.postion
  self.transform.pos = p + Vec3(0, 1, 0)
end

return self
