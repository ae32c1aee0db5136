classdef StockBook
    properties
        Names (1,:) string = string.empty(1, 0)
        Counts (1,:) double {mustBeNonnegative, mustBeInteger} = zeros(1, 0)
        Prices (1,:) double {mustBeNonnegative} = zeros(1, 0)
    end
    methods
        function obj = add(obj, name, count, opts)
            arguments
                obj
                name (1,1) string {mustBeNonzeroLengthText}
                count (1,1) double {mustBeInteger, mustBeNonnegative}
                opts.Price (1,1) double {mustBeNonnegative} = 0.1
                opts.Tag (1,1) string = ""
            end
            obj.Names(end+1) = name;
            obj.Counts(end+1) = count;
            obj.Prices(end+1) = opts.Price;
        end
        function v = value(obj)
            v = sum(obj.Counts .* obj.Prices);
        end
    end
end
