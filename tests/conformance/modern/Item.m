classdef Item
    properties
        Name = 'none'
        Price = 0
    end
    methods
        function obj = Item(name, price)
            if nargin > 0
                obj.Name = name;
                obj.Price = price;
            end
        end
        function t = total(items)
            t = sum([items.Price]);
        end
        function c = cheapest(items)
            [~, k] = min([items.Price]);
            c = items(k);
        end
    end
end
