classdef Fishy < zoo.Base
  methods
    function f = Fishy(n)
      f = f@zoo.Base(n);
      f.K = zoo.Kind.Fish;
    end
    function s = describe(f)
      s = ['fish: ' describe@zoo.Base(f)];
    end
  end
end
