classdef (Abstract, HandleCompatible) Printable
  methods (Abstract)
    s = toText(obj)
  end
  methods
    function show(obj)
      fprintf('%s\n', obj.toText());
    end
  end
end
