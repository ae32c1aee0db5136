function [add, get] = make_acc(start)
% an accumulator built from nested functions that share the parent's workspace
  total = start;
  add = @add_to;
  get = @get_total;
  function add_to(x)
    total = total + x;
  end
  function t = get_total()
    t = total;
  end
end
