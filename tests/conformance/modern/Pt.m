classdef Pt
  properties
    X = 0
  end
  methods
    function obj = Pt(xs)
      if nargin > 0
        n = numel(xs);
        obj(n) = Pt();
        for k = 1:n
          obj(k).X = xs(k);
        end
      end
    end
  end
end
