-- expect: need-check-nil
-- Reports the distance to the ground below; the ray may hit nothing.
---@class GroundProbe : ScriptInstance
local self = {}

function self:Update()
  local hit = Cast:Ray(self.transform.pos, Vec3.down * 20):Ignore(self.object):Run()
  print("Ground is", hit.distance, "m below")
end

return self
