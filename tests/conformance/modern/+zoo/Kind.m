classdef Kind
  enumeration
    Bird, Fish
  end
end
