-- expect: param-type-mismatch
-- Draws a debug cross at the object; the position is passed as a string.
---@class MarkMe : ScriptInstance
local self = {}

function self:Update()
  deb:clear()
  deb:cross("here", self.object.name)
end

return self
