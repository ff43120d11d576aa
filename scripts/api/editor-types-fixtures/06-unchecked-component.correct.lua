-- Pushes the object up, when it has a RigidBody.
---@class Jumper : ScriptInstance
local self = {}

function self:Start()
  local body = self.object:GetComponentByType("RigidBody")
  if body == nil then
    return
  end
  body:AddForce(Vec3(0, 500, 0))
end

return self
