-- Reports the distance to the ground below, when there is ground within 20 m.
---@class GroundProbe : ScriptInstance
local self = {}

function self:Update()
  local hit = Cast:Ray(self.transform.pos, Vec3.down * 20):Ignore(self.object):Run()
  if hit then
    print("Ground is", hit.distance, "m below")
  end
end

return self
