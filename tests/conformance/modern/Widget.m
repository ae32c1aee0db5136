classdef Widget < Named & Printable & Counted
  methods
    function w = Widget(n)
      w = w@Named(n);
    end
    function s = toText(w)
      s = sprintf('%s x%d', w.label(), w.Count);
    end
  end
end
