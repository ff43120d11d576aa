-- Paints a sphere red, multiplying with the existing color.
---@class Painter : ScriptInstance
local self = {}

function self:Start()
  Vox:Paint(Sphere(self.transform.pos, 2)):Color(1, 0, 0):BlendMode(BlendMode.Multiply):Run()
end

return self
