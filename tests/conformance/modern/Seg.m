classdef Seg
    properties
        Pts = []
    end
    methods
        function s = Seg(p)
            if nargin > 0
                s.Pts = p;
            end
        end
        function r = horzcat(varargin)
            fprintf('horzcat of %d\n', nargin);
            p = [];
            for k = 1:nargin
                p = [p varargin{k}.Pts];
            end
            r = Seg(p);
        end
        function r = vertcat(varargin)
            fprintf('vertcat of %d\n', nargin);
            p = [];
            for k = 1:nargin
                p = [p; varargin{k}.Pts];
            end
            r = Seg(p);
        end
        function n = numel(s, varargin)
            n = numel(s.Pts);
        end
        function varargout = size(s, varargin)
            [varargout{1:max(nargout, 1)}] = size(s.Pts, varargin{:});
        end
    end
end
