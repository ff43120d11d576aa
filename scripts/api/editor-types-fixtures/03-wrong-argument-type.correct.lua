-- Draws a debug cross at the object, labeled with its name.
---@class MarkMe : ScriptInstance
local self = {}

function self:Update()
  deb:clear()
  deb:cross(self.transform.pos, self.object.name)
end

return self
