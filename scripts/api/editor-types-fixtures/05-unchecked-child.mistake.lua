-- expect: need-check-nil
-- Reports the "Lid" child's name; GetChild returns nil when there is no such child.
---@class LidReporter : ScriptInstance
local self = {}

function self:Start()
  local lid = self.object:GetChild("Lid")
  print("The lid is", lid.name)
end

return self
