-- expect: need-check-nil
-- Pushes the object up; the object may have no RigidBody.
---@class Jumper : ScriptInstance
local self = {}

function self:Start()
  local body = self.object:GetComponentByType("RigidBody")
  body:AddForce(Vec3(0, 500, 0))
end

return self
