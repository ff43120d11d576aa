-- expect: none: LuaLS matches enum values by number, and HitType.ObjectVoxel (3) equals a BlendMode value
-- Paints a sphere with a blend mode; a HitType is passed where a BlendMode belongs.
---@class Painter : ScriptInstance
local self = {}

function self:Start()
  Vox:Paint(Sphere(self.transform.pos, 2)):Color(1, 0, 0):BlendMode(HitType.ObjectVoxel):Run()
end

return self
