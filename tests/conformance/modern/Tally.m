classdef Tally
    properties
        Items = []
    end
    methods
        function t = Tally(v)
            if nargin > 0
                t.Items = v;
            end
        end
        function r = horzcat(varargin)
            v = [];
            for k = 1:nargin
                x = varargin{k};
                if isa(x, 'Tally')
                    v = [v x.Items];
                else
                    v = [v x];
                end
            end
            r = Tally(v);
        end
        function r = vertcat(varargin)
            r = horzcat(varargin{:});
        end
        function n = count(t)
            n = numel(t.Items);
        end
    end
end
