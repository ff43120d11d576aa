-- expect: undefined-field
-- Tells object hits from static ones; the value is ObjectVoxel, not ObjectVoxels.
---@class HitSorter : ScriptInstance
local self = {}

function self:Update()
  local hit = Cast:Ray(self.transform.pos, self.transform.forward * 10):Run()
  if hit and hit.type == HitType.ObjectVoxels then
    print("An object is ahead")
  end
end

return self
