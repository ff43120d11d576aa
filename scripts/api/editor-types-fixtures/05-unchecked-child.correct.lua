-- Reports the "Lid" child's name, if the object has one.
---@class LidReporter : ScriptInstance
local self = {}

function self:Start()
  local lid = self.object:GetChild("Lid")
  if lid then
    print("The lid is", lid.name)
  end
end

return self
