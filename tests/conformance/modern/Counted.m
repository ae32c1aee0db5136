classdef Counted < handle
  properties
    Count = 0
  end
  events
    Bumped
  end
  methods
    function bump(obj)
      obj.Count = obj.Count + 1;
      notify(obj, 'Bumped');
    end
  end
end
