classdef Base
  properties
    Name
    K = zoo.Kind.Bird
  end
  methods
    function b = Base(n)
      b.Name = n;
    end
    function s = describe(b)
      s = sprintf('%s (%s)', b.Name, char(b.K));
    end
  end
end
