-- Tells object hits from static ones.
---@class HitSorter : ScriptInstance
local self = {}

function self:Update()
  local hit = Cast:Ray(self.transform.pos, self.transform.forward * 10):Run()
  if hit and hit.type == HitType.ObjectVoxel then
    print("An object is ahead")
  end
end

return self
