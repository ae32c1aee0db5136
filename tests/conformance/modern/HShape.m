classdef (Abstract) HShape < matlab.mixin.Heterogeneous
  properties
    Name = ''
  end
  methods (Abstract)
    a = area(obj)
  end
  methods (Sealed)
    function t = totalArea(shapes)
      t = 0;
      for k = 1:numel(shapes)
        t = t + shapes(k).area();
      end
    end
  end
end
