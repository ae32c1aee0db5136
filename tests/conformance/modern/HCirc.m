classdef HCirc < HShape
  properties
    R = 1
  end
  methods
    function c = HCirc(r)
      c.R = r; c.Name = 'circle';
    end
    function a = area(c)
      a = pi * c.R^2;
    end
  end
end
