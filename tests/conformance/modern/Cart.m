classdef Cart
  properties
    Items = Item.empty
    Owner = ''
  end
  methods
    function c = Cart(owner)
      c.Owner = owner;
    end
    function c = add(c, it)
      c.Items(end+1) = it;
    end
    function c = removeAt(c, k)
      c.Items(k) = [];
    end
    function t = total(c)
      t = sum([c.Items.Price]);
    end
  end
end
