classdef BraceList < matlab.mixin.indexing.RedefinesBrace
    properties (Access = private)
        Items = {}
    end
    methods (Access = protected)
        function varargout = braceReference(obj, indexOp)
            [varargout{1:nargout}] = obj.Items.(indexOp);
        end
        function obj = braceAssign(obj, indexOp, varargin)
            obj.Items.(indexOp) = varargin{1};
        end
        function n = braceListLength(obj, indexOp, indexContext)
            n = 1;
        end
    end
    methods
        function n = len(obj)
            n = numel(obj.Items);
        end
    end
end
