classdef Named < handle
  properties
    Name = 'anon'
  end
  methods
    function obj = Named(n)
      if nargin, obj.Name = n; end
    end
    function s = label(obj)
      s = ['<' obj.Name '>'];
    end
  end
end
