-- Adds an orange sphere above the object.
---@class SphereMaker : ScriptInstance
local self = {}

function self:Start()
  if not self.onServer then
    return
  end
  Vox:Add(Sphere(self.transform.pos + Vec3(0, 5, 0), 2)):Ignore(self.object):Color(1, 0.5, 0):Run()
end

return self
