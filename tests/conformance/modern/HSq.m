classdef HSq < HShape
  properties
    S = 1
  end
  methods
    function q = HSq(s)
      q.S = s; q.Name = 'square';
    end
    function a = area(q)
      a = q.S^2;
    end
  end
end
